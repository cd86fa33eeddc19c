/**
 * Where the Playwright run's programme stand-in listens and the test-only credentials the e2e server
 * signs with (decision 196). Both the config (the server's environment) and the global setup (which
 * starts the stand-in) read this, so they agree without sharing a process. The key is a test value
 * for a loopback server, never a real programme key.
 */
const port = Number(process.env.KELAS_E2E_PORT || 4317);
export const PRAKERJA_STAND_IN_PORT = port + 1000;
export const PRAKERJA_STAND_IN_URL = `http://127.0.0.1:${PRAKERJA_STAND_IN_PORT}`;
export const PRAKERJA_E2E_CLIENT_CODE = 'kelas-e2e-lp';
export const PRAKERJA_E2E_SIGN_KEY = 'e2e-loopback-only-sign-key';
