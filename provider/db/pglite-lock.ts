import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it.
 * A pid file next to the folder turns that mistake into a clear error.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = `${dataDir}.lock`;
  const holder = readHolder(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is open in process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readHolder(lockFile: string): number | undefined {
  if (!existsSync(lockFile)) return undefined;
  const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
