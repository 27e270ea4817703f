'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { whenPageIdle } from '@/lib/ui/when-page-idle';
import { useUi } from '@/stores/ui-store';

const PageExtras = lazy(() => import('./page-extras').then((module) => ({ default: module.PageExtras })));

/**
 * The loading bar, "back to top", the chat bubble, the language overlay and reCAPTCHA, loaded once the page
 * has loaded and idles (issue 18): none is drawn before that (the bubble is fixed, so it moves
 * nothing when it comes). A language change asked before then loads them at once for its overlay.
 */
export function PageExtrasWhenIdle({ language }: { language: Language }) {
  const [idle, setIdle] = useState(false);
  const changingLanguage = useUi((s) => s.changingLanguage);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle || changingLanguage ? (
    <Suspense fallback={null}>
      <PageExtras language={language} />
    </Suspense>
  ) : null;
}
