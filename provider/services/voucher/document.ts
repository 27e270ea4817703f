import type { ApiLanguage } from '../../api/contract/languages';
import type { CancellationPolicy } from '../../domain/cancellation';
import type { OptionKind } from '../../domain/catalogue';
import type { VoucherOffer } from '../../domain/voucher-offer';
import type { Amount } from '../payment/gateway';

/**
 * Everything a voucher shows, already in the booking language: the order service builds it
 * from the paid order; the PDF, the confirmation email and the mobile voucher page render it.
 */
export interface VoucherTicket {
  /** Human-readable ticket code, e.g. 'SSX7K2QH-1'. */
  code: string;
  /** What the QR code carries: the code signed by the provider (see `signature.ts`). */
  qr: string;
  productName: string;
  optionName: string;
  locationName: string;
  /** Local date of the visit, 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM' in `timeZone`, or null for an open-dated ticket. */
  time: string | null;
  /** IANA time zone of the city, e.g. 'Europe/Paris'. */
  timeZone: string;
  passengers: { name: string; quantity: number }[];
  packageChoices: { group: string; choice: string }[];
  /** A timed departure (valid at its day and time) or an open-dated ticket (valid from `validFrom` to `validUntil`). */
  kind: OptionKind;
  /** First day the ticket can be used: the departure's day, or the day an open-dated ticket was bought (the city's calendar). */
  validFrom: string;
  /** Months the voucher stays valid (12 unless the product says 3, 1 or another number). */
  validityMonths: number;
  /** Last day the ticket can be used, 'YYYY-MM-DD'. */
  validUntil: string;
  meetingPoint: { address: string; latitude: number | null; longitude: number | null } | null;
  /** Whether the product accepts the voucher on a phone or needs it printed. */
  voucherType: VoucherOffer;
  /** The option's cancellation terms, and the last instant (ISO) a cancellation is accepted; null when nothing is refunded. */
  policy: CancellationPolicy;
  deadline: string | null;
  /** "Add to Apple Wallet" (the .pkpass) and "Save to Google Wallet" links; null where not configured or the ticket no longer stands. */
  wallet: { apple: string | null; google: string | null };
}

export interface VoucherDocument {
  /** The name of the site that sold the order (messages `sites.{id}.name`), e.g. 'Open Top Tours Paris'. */
  brand: string;
  /** The order's reference, e.g. 'SSX7K2QH'. */
  reference: string;
  /** The language the visitor booked in (`us` is US English). */
  language: ApiLanguage;
  /** ISO timestamp of the payment. */
  issuedAt: string;
  customer: { firstName: string; lastName: string; email: string };
  total: Amount;
  /** Whether the vouchers say what was paid: not on a reseller's booking, whose customer paid the reseller's own price. */
  priceShown: boolean;
  tickets: VoucherTicket[];
  /** Absolute address of the mobile voucher page, and of the PDF. */
  mobileUrl: string;
  pdfUrl: string;
  /** "Manage your booking" (cancel, change the date), opened by a signed token in the link. */
  manageUrl: string;
  /** Six digits that, with the reference, open "manage my booking" on any device. */
  pin: string;
  /** An agent's booking: who sold it, printed as "{name} · {reference}"; absent or null otherwise. */
  agency?: VoucherAgency | null;
}

export interface VoucherAgency {
  name: string;
  /** `{agency reference}/{the agent's own reference}`, or the agency's alone when the agent gave none. */
  reference: string;
}

/** "Demo Travel Agency · DTA/REF-1": the agency's line on the vouchers. */
export const agencyLine = (agency: VoucherAgency) => `${agency.name} · ${agency.reference}`;
