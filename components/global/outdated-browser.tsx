import { getTranslations } from 'next-intl/server';
import styles from './global.module.css';

/** Old Internet Explorer cannot run the shop: an inline ES5 check reveals this notice, which has no close button (spec §2). */
const DETECT = `(function(){if(document.documentMode||/MSIE |Trident\\//.test(navigator.userAgent)){document.getElementById('outdated-browser').removeAttribute('hidden')}})();`;

export async function OutdatedBrowser() {
  const t = await getTranslations('outdatedBrowser');
  return (
    <>
      <div id="outdated-browser" className={styles.outdated} role="alertdialog" aria-modal="true" aria-labelledby="outdated-browser-title" hidden>
        <div className={styles.outdatedBox}>
          <h2 id="outdated-browser-title">{t('title')}</h2>
          <p>{t('text')}</p>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: DETECT }} />
    </>
  );
}
