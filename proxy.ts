import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@/lib/cookies/names';
import { negotiateLanguage } from '@/lib/i18n/negotiate';
import { homePath } from '@/lib/i18n/paths';

/**
 * Next 16's request proxy (formerly middleware.ts). Spec §2: the root answers 301
 * to /{lang}/home, the language from the stored cookie, else `en`.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/') {
    const language = negotiateLanguage(pathname, request.cookies.get(LANGUAGE_COOKIE.name)?.value);
    const target = request.nextUrl.clone();
    target.pathname = homePath(language);
    const response = NextResponse.redirect(target, 301);
    // The target depends on a cookie: browsers must ask again rather than reuse it.
    response.headers.set('Cache-Control', 'no-cache');
    return response;
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: not the provider API, Next's assets or files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[^/]+$).*)'],
};
