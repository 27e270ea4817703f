import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders } from '@/provider/db/schema';
import { confirmationJob } from '@/provider/services/jobs/names';
import { backoffMs, claimJob, completeJob, enqueueJob, failJob, jobOfKey, KEEP_DONE_JOBS_DAYS } from '@/provider/services/jobs/queue';
import { createWorker } from '@/provider/services/jobs/worker';
import { jobWorker } from '@/provider/api/routes/job-runtime';
import type { ProviderDeps } from '@/provider/api/deps';
import { sendMemberEmail } from '@/provider/services/members/emails';
import { createTestDatabase, type TestDatabase } from './test-database';
import { card, CARDS, paymentProvider, walk } from './payment-support';

let database: TestDatabase;
const db = () => database.handle.db;
let serial = 0;
const job = (name = 'test-job') => ({ name, key: `test:${Date.now()}:${++serial}`, payload: { n: serial } });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('the job queue', () => {
  it('keeps one job per key: enqueuing the same key again changes nothing', async () => {
    const first = job();
    expect(await enqueueJob(db(), first)).toBe(true);
    expect(await enqueueJob(db(), { ...first, payload: { other: true } })).toBe(false);
    const rows = await db().select().from(jobs).where(eq(jobs.key, first.key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual(first.payload);
  });

  it('gives a job to one claimant only, however many ask at once', async () => {
    const name = `race-${++serial}`;
    await enqueueJob(db(), job(name));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob(db(), { names: [name], instanceId: `instance-${i}`, leaseMs: 60_000 })));
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ state: 'running', attempts: 1 });
  });

  it('lets another instance take over a job whose lease passed, and ignores the late finish of the first', async () => {
    const name = `lease-${++serial}`;
    const queued = job(name);
    await enqueueJob(db(), queued);
    const start = new Date();
    const dead = (await claimJob(db(), { names: [name], instanceId: 'dies', leaseMs: 5_000, now: start }))!;
    expect(await claimJob(db(), { names: [name], instanceId: 'other', leaseMs: 5_000, now: new Date(start.getTime() + 4_000) })).toBeNull();
    const taken = (await claimJob(db(), { names: [name], instanceId: 'other', leaseMs: 5_000, now: new Date(start.getTime() + 6_000) }))!;
    expect(taken).toMatchObject({ lockedBy: 'other', attempts: 2 });

    await completeJob(db(), dead);
    expect(await jobOfKey(db(), queued.key)).toMatchObject({ state: 'running', lockedBy: 'other' });
    await completeJob(db(), taken);
    expect(await jobOfKey(db(), queued.key)).toMatchObject({ state: 'done', lockedBy: null, lastError: null });
  });

  it('retries a failing job after a growing backoff, then leaves it failed with its last error', async () => {
    const name = `failing-${++serial}`;
    const queued = { ...job(name), maxAttempts: 3 };
    await enqueueJob(db(), queued);
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const claimed = (await claimJob(db(), { names: [name], instanceId: 'a', leaseMs: 60_000, now }))!;
      expect(claimed.attempts).toBe(attempt);
      const state = await failJob(db(), claimed, new Error(`refused ${attempt}`), now);
      expect(state).toBe(attempt < 3 ? 'queued' : 'failed');
      if (attempt < 3) {
        const row = (await jobOfKey(db(), queued.key))!;
        expect(row.runAt.getTime() - now.getTime()).toBe(backoffMs(attempt));
        // Not before its time…
        expect(await claimJob(db(), { names: [name], instanceId: 'a', leaseMs: 60_000, now: new Date(row.runAt.getTime() - 1) })).toBeNull();
        now = row.runAt;
      }
    }
    expect(await jobOfKey(db(), queued.key)).toMatchObject({ state: 'failed', attempts: 3, lastError: 'refused 3' });
    expect(await claimJob(db(), { names: [name], instanceId: 'a', leaseMs: 60_000, now: new Date(now.getTime() + 86_400_000) })).toBeNull();
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(20)]).toEqual([10_000, 20_000, 40_000, 3_600_000]);
  });

  it('a worker runs each due job once, and a handler that throws leaves it queued for later', async () => {
    const name = `worker-${++serial}`;
    const runs: unknown[] = [];
    let fail = true;
    const worker = createWorker({
      database: async () => db(),
      instanceId: 'w',
      leaseMs: 60_000,
      handlers: {
        [name]: async (payload) => {
          runs.push(payload.n);
          if (fail) throw new Error('mail server away');
        },
      },
    });
    const queued = job(name);
    await enqueueJob(db(), queued);
    await Promise.all([worker.drain(), worker.drain(queued.key)]);
    expect(runs).toHaveLength(1);
    expect(await jobOfKey(db(), queued.key)).toMatchObject({ state: 'queued', attempts: 1, lastError: 'mail server away' });

    // Its backoff passed: the next drain takes it.
    await db().update(jobs).set({ runAt: new Date(Date.now() - 1) }).where(eq(jobs.key, queued.key));
    fail = false;
    await worker.drain();
    expect(runs).toHaveLength(2);
    expect(await jobOfKey(db(), queued.key)).toMatchObject({ state: 'done', attempts: 2 });
    await worker.stop();
  });

  it('deletes finished jobs once past their keeping time, as it polls, and keeps failed ones for the operator', async () => {
    const name = `old-${++serial}`;
    const [oldDone, recentDone, oldFailed] = [job(name), job(name), job(name)];
    for (const queued of [oldDone, recentDone, oldFailed]) await enqueueJob(db(), queued);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db().update(jobs).set({ state: 'done', updatedAt: daysAgo(KEEP_DONE_JOBS_DAYS + 1) }).where(eq(jobs.key, oldDone.key));
    await db().update(jobs).set({ state: 'done', updatedAt: daysAgo(KEEP_DONE_JOBS_DAYS - 1) }).where(eq(jobs.key, recentDone.key));
    await db().update(jobs).set({ state: 'failed', updatedAt: daysAgo(KEEP_DONE_JOBS_DAYS + 1) }).where(eq(jobs.key, oldFailed.key));

    const worker = createWorker({ database: async () => db(), instanceId: 'sweeper', leaseMs: 60_000, handlers: { [name]: async () => {} } });
    worker.start(20);
    await expect.poll(async () => jobOfKey(db(), oldDone.key), { timeout: 5_000 }).toBeNull();
    await worker.stop();
    expect(await jobOfKey(db(), recentDone.key)).toMatchObject({ state: 'done' });
    expect(await jobOfKey(db(), oldFailed.key)).toMatchObject({ state: 'failed' });
  });
});

describe('the order confirmation as a job', () => {
  it('is queued with the sale and sent once, even when the job runs again', async () => {
    const shop = paymentProvider(database.handle);
    const { token, total } = await shop.basket(walk('2027-05-10'));
    const answer = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
    const key = confirmationJob(answer.orderId).key;
    // Committed with the sale: the job exists before anything ran it.
    expect(await jobOfKey(db(), key)).not.toBeNull();
    await shop.settle();
    expect(await jobOfKey(db(), key)).toMatchObject({ state: 'done', attempts: 1 });

    // An instance that sent it but died before closing the job: the job runs again and sends nothing.
    await db().update(jobs).set({ state: 'queued', runAt: new Date(Date.now() - 1) }).where(eq(jobs.key, key));
    await jobWorker(shop.providerDeps).drain(key);
    expect(await jobOfKey(db(), key)).toMatchObject({ state: 'done', attempts: 2 });
    expect(readdirSync(shop.outboxDir).filter((file) => file.includes(answer.reference))).toHaveLength(1);
    const [order] = await db().select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order!.emailedAt).not.toBeNull();
  });

  it('is retried when sending fails, noted in the history, and an operator can retry it once it failed for good', async () => {
    // An SMTP server that refuses connections: every send fails.
    const shop = paymentProvider(database.handle, { smtpUrl: 'smtp://127.0.0.1:9' }, { tickets: { operatorKey: 'operator-key-for-tests-0123' } });
    const { token, total } = await shop.basket(walk('2027-05-11'));
    const answer = await shop.answer(await shop.pay(token, total, card(CARDS.approved)));
    await shop.settle();
    const key = confirmationJob(answer.orderId).key;
    const row = (await jobOfKey(db(), key))!;
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, answer.orderId));
    expect(events.some((event) => event.cause.startsWith('confirmation failed'))).toBe(true);

    await db().update(jobs).set({ state: 'failed' }).where(eq(jobs.key, key));
    const operator = { 'x-operator-key': 'operator-key-for-tests-0123' };
    expect((await shop.send('GET', '/operator/jobs?state=failed')).status).toBe(401);
    const listed = await (await shop.send('GET', '/operator/jobs?state=failed', undefined, operator)).json();
    expect(listed.jobs.map((j: { key: string }) => j.key)).toContain(key);
    expect(listed.jobs[0]).not.toHaveProperty('payload');

    const retried = await shop.send('POST', `/operator/jobs/${row.id}/retry`, undefined, operator);
    expect(retried.status).toBe(200);
    // Still no mail server: tried once more at once, and queued again with fresh attempts.
    expect(await retried.json()).toEqual({ id: row.id, state: 'queued' });
    expect(await jobOfKey(db(), key)).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await shop.send('POST', `/operator/jobs/${row.id}/retry`, undefined, operator)).status).toBe(404);
    expect((await shop.send('POST', '/operator/jobs/not-a-uuid/retry', undefined, operator)).status).toBe(400);
  });
});

describe("a member's email as a job", () => {
  const request = (deps: ProviderDeps) => ({ deps, db: db(), now: new Date(), shopUrl: 'https://shop.example', language: 'en' as const, guestToken: null });
  const recipient = { name: 'Anna Müller', email: 'anna@example.com' };
  const memberJobs = () => db().select().from(jobs).where(eq(jobs.name, 'member-email'));

  it('is sent at once, and its links are forgotten once it went out', async () => {
    const sent: string[] = [];
    const deps: ProviderDeps = { database: async () => database.handle, engine: database.handle.engine, members: { deliver: async (email) => void sent.push(email.links[0]!) } };
    const before = (await memberJobs()).length;
    await sendMemberEmail(request(deps), 'reset', recipient, () => ['https://shop.example/en/password-reset?token=secret-token']);
    expect(sent).toEqual(['https://shop.example/en/password-reset?token=secret-token']);
    const rows = await memberJobs();
    expect(rows).toHaveLength(before + 1);
    const row = rows.find((r) => r.state === 'done' && JSON.stringify(r.payload) === '{}');
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain('secret-token');
  });

  it('does not fail the request when the mail server is away: the queue keeps it for a retry', async () => {
    const deps: ProviderDeps = { database: async () => database.handle, engine: database.handle.engine, payment: { smtpUrl: 'smtp://127.0.0.1:9' } };
    await expect(sendMemberEmail(request(deps), 'verify', recipient, () => ['https://shop.example/en/verify?token=t'])).resolves.toBeUndefined();
    const waiting = (await memberJobs()).filter((r) => r.state === 'queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED|connect/);
    expect(waiting[0]!.payload).toMatchObject({ email: { kind: 'verify', to: 'anna@example.com' } });
  });
});
