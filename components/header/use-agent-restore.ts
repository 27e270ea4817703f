'use client';

import { useEffect } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { visitorChanged } from '@/stores/visitor-store';

/** Once per page load (a module lives as long as the document): moving between pages asks nothing more. */
let asked = false;

/**
 * Spec §4 "agents are restored from cookies": a page loaded with `isagent` asks the provider once
 * for the agent, so the credit the header shows is fresh and a session that ended meanwhile
 * (expired, logged out in another tab) clears the agent's cookies — the shop's /api/v2 does both
 * from the answer; the page then reads the cookies again.
 */
export function useAgentRestore(language: Language) {
  useEffect(() => {
    if (asked) return;
    asked = true;
    // Only an agent's page loads the call's code.
    void import('@/lib/api/header-calls').then(({ refreshAgent }) => refreshAgent({ language })).then(visitorChanged);
  }, [language]);
}
