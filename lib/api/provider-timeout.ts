/** PROVIDER_TIMEOUT_MS: how long the shop waits for the provider (default 10 s), for its pages and the browser's calls alike. */
export function providerTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const ms = Number(env.PROVIDER_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 10_000;
}
