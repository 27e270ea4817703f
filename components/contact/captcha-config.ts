/**
 * NEXT_PUBLIC_RECAPTCHA_SITE_KEY and NEXT_PUBLIC_RECAPTCHA_VERSION, read when asked (Next.js writes
 * their values in at build time). Setting either turns the captcha on; with neither the forms work
 * without one, and the provider, which then has no secret either, does not ask for a token.
 */
export function captchaConfig(): { enabled: boolean; siteKey: string | undefined; version: string } {
  const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY?.trim() || undefined;
  const rawVersion = process.env.NEXT_PUBLIC_RECAPTCHA_VERSION;
  return { enabled: Boolean(siteKey || rawVersion?.trim()), siteKey, version: rawVersion === undefined ? '3' : rawVersion.trim() };
}
