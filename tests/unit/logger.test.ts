import { Writable } from 'node:stream';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createLogger, instanceOf, logLevelOf } from '@/lib/log/logger';
import { REDACTED } from '@/lib/log/redact';
import { withRequestId } from '@/lib/log/request-scope';

/** A logger at `info` whose JSON lines are kept. */
function capturing(env: Record<string, string | undefined> = {}) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ LOG_LEVEL: 'info', INSTANCE_ID: 'shop-a', ...env }, destination), lines };
}

describe('the logger', () => {
  it('writes one JSON line per call with its level, time, service and instance', () => {
    const { log, lines } = capturing();
    log.info({ engine: 'pglite' }, 'Provider database ready');
    log.debug('not at info');
    expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), service: 'shop', instance: 'shop-a', engine: 'pglite', msg: 'Provider database ready' }]);
  });

  it('redacts credentials, personal data and card details, at the top and nested', () => {
    const { log, lines } = capturing();
    log.info(
      {
        email: 'ana@example.com',
        password: 'hunter2',
        headers: { authorization: 'Bearer abc', cookie: 'guest_session=abc', 'set-cookie': 'member.session_token=abc', 'x-booking-token': 't', accept: 'application/json' },
        req: { headers: { cookie: 'sub=Ana', 'x-operator-key': 'k' } },
        body: { email: 'ana@example.com', paymentMethod: { number: '4111111111111111', cvc: '123' }, firstName: 'Ana' },
        member: { newPassword: 'secret123', phone: '+33 1 23' },
        order: 'OTT-1234',
      },
      'a call',
    );
    const line = lines[0]!;
    expect(line).toMatchObject({
      email: REDACTED,
      password: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, 'x-booking-token': REDACTED, accept: 'application/json' },
      req: { headers: { cookie: REDACTED, 'x-operator-key': REDACTED } },
      body: { email: REDACTED, paymentMethod: REDACTED, firstName: 'Ana' },
      member: { newPassword: REDACTED, phone: REDACTED },
      order: 'OTT-1234',
    });
    expect(JSON.stringify(line)).not.toMatch(/ana@example|hunter2|abc|4111|secret123/);
  });

  it('adds the id of the request the code runs for, also after an await', async () => {
    const { log, lines } = capturing();
    await withRequestId('lb-42', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('inside');
    });
    log.warn('outside');
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', 'lb-42'],
      ['outside', undefined],
    ]);
  });

  it('takes LOG_LEVEL, silent under test and info otherwise, and refuses an unknown level by name', () => {
    expect(logLevelOf({ LOG_LEVEL: 'Debug' })).toBe('debug');
    expect(logLevelOf({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevelOf({ NODE_ENV: 'production' })).toBe('info');
    expect(() => logLevelOf({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"');
    const { log, lines } = capturing({ LOG_LEVEL: 'error' });
    log.warn('dropped');
    log.error('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });

  it('names its instance by INSTANCE_ID, else host name and process id', () => {
    expect(instanceOf({ INSTANCE_ID: ' app-2 ' })).toBe('app-2');
    expect(instanceOf({})).toBe(`${hostname()}:${process.pid}`);
  });
});
