import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHttp } from '@/lib/api/browser-http';
import { createInProcessAdapter } from '@/lib/api/in-process-adapter';
import { MEMBER_SESSION_LOST_EVENT } from '@/lib/session/member-session-lost-event';

/** The browser's own axios instance (not the tests' stand-in), answered in process. */
function answer(response: () => Response) {
  browserHttp.defaults.adapter = createInProcessAdapter(async () => async () => response());
}

const lost = vi.fn();
window.addEventListener(MEMBER_SESSION_LOST_EVENT, lost);
afterEach(() => lost.mockReset());

const call = (method: 'get' | 'post', url: string) => (method === 'get' ? browserHttp.get(url) : browserHttp.post(url, {})).catch(() => undefined);

describe('the browser’s member calls (spec §8)', () => {
  it('announce an ended session when a member call answers 401 or 403', async () => {
    answer(() => Response.json({ error: 'UNAUTHORIZED', message: 'signed out', reason: 'MEMBER_SESSION_EXPIRED' }, { status: 401 }));
    await call('get', 'member/info');
    await call('get', 'transaction');
    answer(() => Response.json({ error: 'FORBIDDEN', message: 'no' }, { status: 403 }));
    await call('post', 'sale/SS7K2QH9AB/cancel');
    expect(lost).toHaveBeenCalledTimes(3);
  });

  it('do not when only the password typed was wrong, or the call was no member call', async () => {
    answer(() => Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 }));
    await call('post', 'member/login/email');
    answer(() => Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'WRONG_PASSWORD' }, { status: 401 }));
    await call('post', 'member/password');
    answer(() => Response.json({ error: 'UNAUTHORIZED', message: 'expired', reason: 'SESSION_EXPIRED' }, { status: 401 }));
    await call('get', 'transaction/sale');
    answer(() => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 }));
    await call('get', 'member/info');
    expect(lost).not.toHaveBeenCalled();
  });
});
