import { describe, expect, it } from 'vitest';
import { SITES } from '@/sites';
import { captchaFromEnv, captchaHosts, DEFAULT_VERIFY_URL } from '@/provider/services/captcha';

describe('the provider’s reCAPTCHA settings', () => {
  it('are off without a secret, so no form asks for a token', () => {
    expect(captchaFromEnv({})).toBeUndefined();
    expect(captchaFromEnv({ RECAPTCHA_SECRET_KEY: '  ', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify' })).toBeUndefined();
  });

  it('verify at Google unless RECAPTCHA_VERIFY_URL says otherwise', () => {
    expect(captchaFromEnv({ RECAPTCHA_SECRET_KEY: 's' })).toEqual({ secret: 's', verifyUrl: undefined });
    expect(captchaFromEnv({ RECAPTCHA_SECRET_KEY: 's', RECAPTCHA_VERIFY_URL: ' http://127.0.0.1:4010/siteverify ' })).toEqual({ secret: 's', verifyUrl: 'http://127.0.0.1:4010/siteverify' });
    expect(DEFAULT_VERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('accept a site’s own hosts, and local ones only outside production', () => {
    expect(captchaHosts('paris', { secret: 's', allowLocalHosts: false })).toEqual(SITES.paris.hosts);
    expect(captchaHosts('paris', { secret: 's', allowLocalHosts: true })).toEqual([...SITES.paris.hosts, 'localhost', '127.0.0.1']);
    expect(captchaHosts('paris', { secret: 's', allowLocalHosts: false })).not.toContain('london.opentoptours.example');
  });
});
