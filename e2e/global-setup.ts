import fs from 'node:fs';
import path from 'node:path';
import { startPrakerjaStandIn } from '../apps/api/test/prakerja-stand-in.ts';
import { PRAKERJA_E2E_CLIENT_CODE, PRAKERJA_E2E_SIGN_KEY, PRAKERJA_STAND_IN_PORT } from './prakerja-stand-in-env.ts';

/**
 * Screenshots of every page are kept under e2e/artifacts/screens (test artifacts). The job-training
 * programme's loopback stand-in runs for the whole run (the server only calls it when a journey
 * redeems a programme code; decision 196) and stops in the teardown.
 */
export default async function globalSetup() {
  fs.mkdirSync(path.join(import.meta.dirname, 'artifacts', 'screens'), { recursive: true });
  const standIn = await startPrakerjaStandIn({ port: PRAKERJA_STAND_IN_PORT, clientCode: PRAKERJA_E2E_CLIENT_CODE, signKey: PRAKERJA_E2E_SIGN_KEY });
  return async () => standIn.close();
}
