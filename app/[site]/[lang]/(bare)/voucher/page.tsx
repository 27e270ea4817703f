import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MobileVoucher } from '@/components/payment/mobile-voucher';
import { voucherPdfUrl } from '@/lib/api/payment';
import { qrSvg } from '@/lib/payment/qr-svg';
import { loadVoucher } from '@/lib/payment/voucher-server';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

/** Each link opens one order's vouchers: nothing here is cached or shared. */
export const dynamic = 'force-dynamic';

type Props = RouteParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { language } = await pageContext(props);
  const t = await getTranslations({ locale: language, namespace: 'pages.voucher' });
  // Never indexed, and the token in the address is not passed on to other sites.
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The mobile voucher of the confirmation email (`/{lang}/voucher?token=…`, no header or
 * footer): the provider's voucher JSON read on the server, each ticket's QR code drawn here
 * as inline SVG. A token that opens nothing is this page's 404 (./not-found.tsx).
 */
export default async function VoucherPage(props: Props) {
  const { language } = await pageContext(props);
  const { token } = await props.searchParams;
  const voucher = await loadVoucher(token, language);
  if (!voucher || typeof token !== 'string') notFound();
  const t = await getTranslations('mobileVoucher');
  const tickets = await Promise.all(voucher.tickets.map(async (ticket) => ({ ticket, qrSvg: await qrSvg(ticket.qr, t('qrLabel', { code: ticket.code })) })));
  return (
    <MobileVoucher
      brand={voucher.brand}
      reference={voucher.reference}
      customerName={`${voucher.customer.firstName} ${voucher.customer.lastName}`}
      tickets={tickets}
      pdfUrl={voucherPdfUrl(token)}
      agency={voucher.agency}
    />
  );
}
