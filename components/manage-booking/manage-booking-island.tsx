'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import type { Language } from '@/lib/i18n/languages';
import type { BookingToken } from '@/lib/api/booking';
import { BookingView } from './booking-view';
import { forgetToken, readToken, saveToken, takeTokenFromAddress } from './booking-token';
import { LookupForm, type LookupNotice } from './lookup-form';
import styles from './manage-booking.module.css';
import { withQueries } from '@/components/providers/query-provider';

type Phase = { kind: 'lookup'; notice: LookupNotice | null; reference: string } | { kind: 'booking'; token: string; found?: boolean };

/** Where the page starts, read (not changed) from the address and this tab's storage. */
function startingPhase(): Phase {
  if (typeof window === 'undefined') return { kind: 'lookup', notice: null, reference: '' };
  const search = new URLSearchParams(window.location.search);
  const token = search.get('token')?.trim() || readToken()?.token;
  // The confirmation page links here with the reference, to save typing it.
  return token ? { kind: 'booking', token } : { kind: 'lookup', notice: null, reference: search.get('reference') ?? '' };
}

/**
 * "Manage my booking" (the page is cached for everyone; all of this happens in the browser):
 * the token of the email's link (taken out of the address) or of this tab's last look-up opens
 * the booking; without one, the look-up form.
 */
export const ManageBookingIsland = withQueries(ManageBookingIslandContent);

function ManageBookingIslandContent({ language }: { language: Language }) {
  const t = useTranslations('manageBooking');
  // The server knows neither the address's token nor the tab's: it renders the waiting line, as hydration does.
  const inBrowser = useInBrowser();
  const [phase, setPhase] = useState<Phase>(startingPhase);

  useEffect(() => {
    const fromAddress = takeTokenFromAddress();
    if (fromAddress) saveToken({ token: fromAddress, expiresAt: null });
  }, []);

  if (!inBrowser) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }

  if (phase.kind === 'lookup') {
    return (
      <LookupForm
        language={language}
        notice={phase.notice}
        defaultReference={phase.reference}
        onFound={(found: BookingToken) => {
          saveToken(found);
          setPhase({ kind: 'booking', token: found.token, found: true });
        }}
      />
    );
  }

  return (
    <BookingView
      key={phase.token}
      token={phase.token}
      language={language}
      takeFocus={phase.found === true}
      onTokenRefused={(notice) => {
        forgetToken();
        setPhase({ kind: 'lookup', notice, reference: '' });
      }}
      onLeave={() => {
        forgetToken();
        setPhase({ kind: 'lookup', notice: null, reference: '' });
      }}
    />
  );
}
