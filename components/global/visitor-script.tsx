import type { CurrencyId } from '@/provider/api/contract/languages';
import { COOKIES } from '@/lib/cookies/names';

/**
 * Runs before the first paint: marks <html> with the visitor's currency from its cookie
 * (else the site's), so prices in a cached page show in the right currency with no flash, and
 * with `data-agent` for an agent, whose pages show less (the footer's popular block on mobile), and
 * with `data-consent` once the visitor has answered the cookie notice, which then is not drawn.
 */
export function VisitorScript({ fallback, allowed }: { fallback: CurrencyId; allowed: CurrencyId[] }) {
  const script = `(function(){var m=document.cookie.match(/(?:^|; )${COOKIES.currency.name}=(\\d)(?:;|$)/);var c=m&&${JSON.stringify(
    allowed.map(String),
  )}.indexOf(m[1])>-1?m[1]:'${fallback}';var h=document.documentElement;h.setAttribute('data-currency',c);if(/(?:^|; )${COOKIES.isAgent.name}=true(?:;|$)/.test(document.cookie))h.setAttribute('data-agent','');if(/(?:^|; )${COOKIES.consent.name}=(?:accepted|rejected)(?:;|$)/.test(document.cookie))h.setAttribute('data-consent','');})();`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
