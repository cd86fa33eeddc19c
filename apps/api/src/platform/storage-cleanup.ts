import fs from 'node:fs/promises';
import path from 'node:path';

/** The temporary name `localStorageDriver.put` writes to before its rename: `<key>.<pid>.<ms>.<random>.tmp` (older: `<key>.<pid>.<ms>.tmp`). */
const TEMP_FILE = /\.\d+\.\d+\.tmp$/;

/**
 * Removes the temporary files of uploads that a crash (`kill -9`, power loss) interrupted before
 * their rename: a key is only ever renamed into place whole, so what is left is
 * never served, but it would stay on disk for good. Run at start, before the server accepts
 * uploads (it would otherwise race a running put). Returns how many were removed. A missing
 * folder is fine.
 */
export async function removeUnfinishedUploads(storageRoot: string): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(storageRoot, { recursive: true })) as string[];
  } catch {
    return 0;
  }
  const stale = names.filter((n) => TEMP_FILE.test(n));
  await Promise.all(stale.map((n) => fs.rm(path.join(storageRoot, n), { force: true })));
  return stale.length;
}
