import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => {
  const tags: Record<string, string>[] = [];
  const captured: unknown[] = [];
  return {
    tags,
    captured,
    module: {
      withScope: (work: (scope: { setTag: (name: string, value: string) => void }) => void) => {
        const scopeTags: Record<string, string> = {};
        tags.push(scopeTags);
        work({ setTag: (name, value) => void (scopeTags[name] = value) });
      },
      captureException: (error: unknown) => void captured.push(error),
      captureRequestError: (error: unknown) => void captured.push(error),
    },
  };
});
vi.mock('@sentry/nextjs', () => sentry.module);

import { log } from '@/lib/log';
import { reportToSentry } from '@/lib/log/error-report';
import { reportRequestError } from '@/lib/log/request-error';
import { withRequestId } from '@/lib/log/request-scope';

beforeEach(() => {
  sentry.tags.length = 0;
  sentry.captured.length = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('error reports', () => {
  it('are not sent without SENTRY_DSN', async () => {
    await reportToSentry((Sentry) => Sentry.captureException(new Error('x')), 'lb-1', {});
    expect(sentry.captured).toEqual([]);
  });

  it('carry the id of the request they happened in as a tag', async () => {
    const error = new Error('boom');
    await withRequestId('lb-9', () => reportToSentry((Sentry) => Sentry.captureException(error), undefined, { SENTRY_DSN: 'https://key@sentry.example/1' }));
    expect(sentry.captured).toEqual([error]);
    expect(sentry.tags).toEqual([{ request_id: 'lb-9' }]);
  });
});

describe('a page or route that threw', () => {
  const context = { routerKind: 'App Router', routePath: '/[site]/[lang]/manage-booking', routeType: 'render', renderSource: 'react-server-components', revalidateReason: undefined } as const;

  it('is logged with the proxy’s request id and its path without the query, and reported with the id', async () => {
    vi.stubEnv('SENTRY_DSN', 'https://key@sentry.example/1');
    const logged = vi.spyOn(log, 'error');
    const error = new Error('render failed');
    await reportRequestError(error, { path: '/en/manage-booking?token=secret', method: 'GET', headers: { 'x-request-id': 'lb-5' } }, context);
    expect(logged).toHaveBeenCalledWith({ err: error, requestId: 'lb-5', method: 'GET', path: '/en/manage-booking', route: '/[site]/[lang]/manage-booking' }, 'Request failed');
    expect(sentry.captured).toEqual([error]);
    expect(sentry.tags).toEqual([{ request_id: 'lb-5' }]);
  });

  it('leaves out an id that is not a sane token', async () => {
    const logged = vi.spyOn(log, 'error');
    await reportRequestError(new Error('x'), { path: '/feeds/x', method: 'GET', headers: { 'x-request-id': 'a b c' } }, context);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId: undefined });
  });
});
