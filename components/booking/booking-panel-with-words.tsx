'use client';

import type { AbstractIntlMessages } from 'next-intl';
import type { ComponentProps } from 'react';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { BookingPanel } from './booking-panel';

type Props = ComponentProps<typeof BookingPanel> & {
  /** The catalogue's `booking` namespace: the panel's words come with the product page only, and with the panel's code. */
  words: AbstractIntlMessages;
};

/** The booking panel inside the provider of its words. */
export function BookingPanelWithWords({ words, ...props }: Props) {
  return (
    <ExtraMessages messages={{ booking: words }}>
      <BookingPanel {...props} />
    </ExtraMessages>
  );
}
