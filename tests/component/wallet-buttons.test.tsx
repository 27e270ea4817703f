import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShop } from '../support/render-shop';
import { MobileVoucher } from '@/components/payment/mobile-voucher';
import type { VoucherTicket } from '@/provider/services/voucher/document';

/** The mobile voucher's "Add to Apple Wallet" and "Save to Google Wallet": links with the wallets' own wording, only when given. */
const TOKEN = 'vT_8kQ2mZ4xN7pR1sW5yB3cD6fG9hJ0L';

const cruise: VoucherTicket = {
  code: 'SSX7K2QH2A-1',
  qr: 'SSX7K2QH2A-1.signature',
  productName: 'Seine Evening Cruise',
  optionName: 'Cruise with dinner',
  locationName: 'Paris',
  date: '2027-05-12',
  time: '10:00',
  timeZone: 'Europe/Paris',
  passengers: [{ name: 'Adult', quantity: 2 }],
  packageChoices: [],
  kind: 'timed',
  validFrom: '2027-05-12',
  validityMonths: 12,
  validUntil: '2027-05-12',
  meetingPoint: null,
  voucherType: 'mobile',
  policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 },
  deadline: '2027-05-11T08:00:00.000Z',
  wallet: {
    apple: `/api/v2/ticket/SSX7K2QH2A-1/wallet/apple?token=${TOKEN}`,
    google: `/api/v2/ticket/SSX7K2QH2A-1/wallet/google?token=${TOKEN}`,
  },
};
const bus: VoucherTicket = { ...cruise, code: 'SSX7K2QH2A-2', productName: 'Paris Hop-On Hop-Off Bus Tour', wallet: { apple: null, google: null } };

function show(tickets: VoucherTicket[], language?: 'de' | 'es' | 'fr' | 'it' | 'en-us') {
  return renderShop(
    <MobileVoucher brand="Open Top Tours" reference="SSX7K2QH2A" customerName="Ada Lovelace" tickets={tickets.map((ticket) => ({ ticket, qrSvg: '<svg></svg>' }))} pdfUrl="/voucher.pdf" />,
    {},
    language,
  );
}

afterEach(cleanup);

describe('the wallet buttons of the mobile voucher', () => {
  it('link each ticket to its Apple pass and its Google save link, in the wallets’ own words, saying which ticket they are for', () => {
    show([cruise, bus]);
    const card = within(screen.getByRole('article', { name: 'Seine Evening Cruise' }));
    const group = within(card.getByRole('group', { name: 'Keep this ticket in your phone’s wallet' }));
    const apple = group.getByRole('link', { name: 'Add to Apple Wallet' });
    const google = group.getByRole('link', { name: 'Save to Google Wallet' });
    expect(apple).toHaveAttribute('href', cruise.wallet.apple);
    expect(google).toHaveAttribute('href', cruise.wallet.google);
    expect(apple).toHaveAccessibleDescription('Seine Evening Cruise');
    expect(google).toHaveAccessibleDescription('Seine Evening Cruise');
    // Safari must open the .pkpass itself, not save it as a file.
    expect(apple).not.toHaveAttribute('download');
  });

  it('are absent where the provider gave no links (wallets not configured, or the ticket no longer stands)', () => {
    show([bus]);
    expect(screen.queryByRole('group', { name: /wallet/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /Apple Wallet|Google Wallet/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the vouchers (PDF)' })).toBeVisible();
  });

  it('show only the wallet that is configured', () => {
    show([{ ...cruise, wallet: { apple: null, google: cruise.wallet.google } }]);
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Save to Google Wallet' })).toBeVisible();
  });

  it.each([
    ['de', 'Zu Apple Wallet hinzufügen', 'In Google Wallet speichern'],
    ['es', 'Añadir a Apple Wallet', 'Guardar en Google Wallet'],
    ['fr', 'Ajouter à Apple Wallet', 'Enregistrer dans Google Wallet'],
    ['it', 'Aggiungi a Apple Wallet', 'Salva in Google Wallet'],
    ['en-us', 'Add to Apple Wallet', 'Save to Google Wallet'],
  ] as const)('say Apple’s and Google’s official wording in %s', (language, appleText, googleText) => {
    show([cruise], language);
    expect(screen.getByRole('link', { name: appleText })).toBeVisible();
    expect(screen.getByRole('link', { name: googleText })).toBeVisible();
  });
});
