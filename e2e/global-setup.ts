import fs from 'node:fs';
import path from 'node:path';

/** Screenshots of every page are kept under e2e/artifacts/screens (test artifacts). */
export default function globalSetup() {
  fs.mkdirSync(path.join(import.meta.dirname, 'artifacts', 'screens'), { recursive: true });
}
