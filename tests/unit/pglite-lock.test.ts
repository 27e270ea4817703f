import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '@/provider/db/pglite-lock';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'shop-lock-')), 'pglite');

describe('the embedded database folder lock', () => {
  it('records this process and removes the lock on release', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder another live process holds, saying what to do', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/open in process \d+.*DATABASE_URL/s);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
