import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { COOKIES } from '@/lib/cookies/names';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.privacy', 'privacy');

const DAY = 86_400;

/** The cookies the shop sets, read from their one definition: name, lifetime, and whether consent is asked. */
const COOKIE_TABLE = [
  { key: 'language', cookie: COOKIES.language, consent: false },
  { key: 'currency', cookie: COOKIES.currency, consent: false },
  { key: 'country', cookie: COOKIES.country, consent: false },
  { key: 'consent', cookie: COOKIES.consent, consent: false },
  { key: 'guestSession', cookie: COOKIES.guestSession, consent: false },
  { key: 'cartCount', cookie: COOKIES.cartCount, consent: false },
  { key: 'voucher', cookie: COOKIES.voucher, consent: false },
  { key: 'campaign', cookie: COOKIES.campaign, consent: true },
  { key: 'campaignHistory', cookie: COOKIES.campaignHistory, consent: true },
  { key: 'experiment', cookie: { name: `${COOKIES.experiment.prefix}…`, maxAge: COOKIES.experiment.maxAge }, consent: true },
] as const;

export default async function PrivacyPage(props: RouteParams) {
  await pageContext(props);
  const t = await getTranslations('pages.privacy');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('dataTitle')}</h2>
      <p>{t('data')}</p>
      <h2>{t('rightsTitle')}</h2>
      <p>{t('rights')}</p>
      <h2>{t('cookiesTitle')}</h2>
      <p>{t('cookies')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.purpose')}</th>
            <th scope="col">{t('table.lifetime')}</th>
            <th scope="col">{t('table.consent')}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_TABLE.map(({ key, cookie, consent }) => (
            <tr key={key}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{t(`purposes.${key}`)}</td>
              <td>{cookie.maxAge ? t('table.days', { days: Math.round(cookie.maxAge / DAY) }) : t('table.session')}</td>
              <td>{consent ? t('table.yes') : t('table.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ContentPage>
  );
}
