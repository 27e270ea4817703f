import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { deliver } from '@/provider/services/voucher/mail-transport';

afterEach(() => {
  vi.useRealTimers();
});

it('keeps both messages about one order written in the same millisecond, each in a file of its own', async () => {
  const outboxDir = await mkdtemp(join(tmpdir(), 'mail-transport-'));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T08:00:00.000Z'));
  const message = (subject: string) => ({ from: 'shop@example.com', to: 'anna@example.com', subject, text: subject });
  const [first, second] = await Promise.all([
    deliver(message('Your tickets'), { outboxDir }, 'SSX7K2QH9A'),
    deliver(message('Cancellation confirmed'), { outboxDir }, 'SSX7K2QH9A'),
  ]);
  expect(new Set([first.file, second.file]).size).toBe(2);
  const files = (await readdir(outboxDir)).sort();
  expect(files).toEqual(['2027-03-01T08-00-00-000Z-SSX7K2QH9A-2.eml', '2027-03-01T08-00-00-000Z-SSX7K2QH9A.eml']);
  const subjects = await Promise.all(files.map(async (file) => /Subject: (.+)\r\n/.exec(await readFile(join(outboxDir, file), 'utf8'))![1]));
  expect(subjects.sort()).toEqual(['Cancellation confirmed', 'Your tickets']);
});
