import { afterEach, describe, expect, it, vi } from 'vitest';
import { isContainerId, tagManagerContainerId } from '@/lib/tracking/container-id';

afterEach(() => vi.unstubAllEnvs());

describe('the Tag Manager container id (GTM_ID)', () => {
  it('is read from the environment when a page is rendered', () => {
    vi.stubEnv('GTM_ID', 'GTM-AB12CD3');
    expect(tagManagerContainerId()).toBe('GTM-AB12CD3');
    vi.stubEnv('GTM_ID', ' GTM-XYZ ');
    expect(tagManagerContainerId()).toBe('GTM-XYZ');
  });

  it('is none when unset or malformed, so no arbitrary URL is loaded', () => {
    vi.stubEnv('GTM_ID', '');
    expect(tagManagerContainerId()).toBeUndefined();
    for (const id of ['gtm-ab12', 'GTM-', 'GTM-AB12"><script>', 'UA-12345-1', 'https://evil.example/x.js']) {
      vi.stubEnv('GTM_ID', id);
      expect(tagManagerContainerId(), id).toBeUndefined();
      expect(isContainerId(id), id).toBe(false);
    }
  });
});
