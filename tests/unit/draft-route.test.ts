import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/draft/route';

// The secret check is ours; setting the `__prerender_bypass` cookie is Next's, and
// `npm run bench` checks it end to end (a page with the cookie is not served from the cache).
const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn(), isEnabled: false }));
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

const get = (query: string) => GET(new Request(`http://localhost/api/draft${query}`));

describe('GET /api/draft', () => {
  beforeEach(() => {
    draft.enable.mockClear();
    draft.disable.mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('answers 404 and leaves draft mode off when DRAFT_SECRET is not set', async () => {
    vi.stubEnv('DRAFT_SECRET', '');
    expect((await get('?secret=')).status).toBe(404);
    expect((await get('?secret=anything')).status).toBe(404);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('answers 404 to a missing, wrong or longer secret', async () => {
    vi.stubEnv('DRAFT_SECRET', 's3cret');
    for (const query of ['', '?secret=', '?secret=s3cre', '?secret=S3CRET', '?secret=s3cret1']) {
      expect((await get(query)).status, query).toBe(404);
    }
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('enables draft mode for the right secret, uncacheable', async () => {
    vi.stubEnv('DRAFT_SECRET', 's3cret');
    const response = await get('?secret=s3cret');
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(draft.enable).toHaveBeenCalledOnce();
  });

  it('disables draft mode with ?disable=1, secret or not', async () => {
    vi.stubEnv('DRAFT_SECRET', 's3cret');
    expect((await get('?disable=1')).status).toBe(204);
    expect(draft.disable).toHaveBeenCalledOnce();
    expect(draft.enable).not.toHaveBeenCalled();
  });
});
