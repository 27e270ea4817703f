import { getMessages, getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { DeleteDataIsland } from '@/components/member/delete-data-island';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.deletePersonalData', 'deletePersonalData');

const DELETED = ['account', 'contact', 'wishlist', 'orders'] as const;
const KEPT = ['accounts', 'payments', 'request'] as const;

/**
 * How to have one's personal data deleted (GDPR art. 17): what goes, what the law makes the shop
 * keep, and the way to ask — members delete their account themselves, others send a request.
 */
export default async function DeletePersonalDataPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const [page, t, messages] = await Promise.all([
    getTranslations('pages.deletePersonalData'),
    getTranslations('deletePersonalData'),
    getMessages({ locale: language }),
  ]);
  return (
    <ContentPage title={page('title')} lead={page('lead')}>
      <h2>{t('deletedTitle')}</h2>
      <ul>
        {DELETED.map((item) => (
          <li key={item}>{t(`deleted.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('keptTitle')}</h2>
      <ul>
        {KEPT.map((item) => (
          <li key={item}>{t(`kept.${item}`)}</li>
        ))}
      </ul>
      <p>{t('timing')}</p>
      <ExtraMessages messages={{ deletePersonalData: messages.deletePersonalData }}>
        <DeleteDataIsland language={language} />
      </ExtraMessages>
    </ContentPage>
  );
}
