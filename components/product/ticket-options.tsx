import { useTranslations } from 'next-intl';
import type { Product } from '@/provider/api/contract/products';
import { formatMoney } from '@/lib/format/money';
import { formatTime } from '@/lib/format/date';
import { formatCatalogueDuration } from '@/lib/format/duration';
import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import type { UnitPrices } from '@/lib/site/product-page';
import { InCurrency } from '@/components/ui/in-currency';
import styles from './product-view.module.css';

/** The tickets a product sells, with each passenger type's price: what the booking panel will offer. */
export function TicketOptions({ product, unitPrices, locale }: { product: Product; unitPrices: Map<string, UnitPrices>; locale: string }) {
  const t = useTranslations('product');
  const common = useTranslations('common');
  const cancellation = useCancellationPolicy();
  return (
    <ul className={styles.options}>
      {product.options.map((option) => (
        <li key={option.id} className={styles.option}>
          <h3>{option.name}</h3>
          <p>{option.description}</p>
          <p className={styles.optionFacts}>
            <span>{formatCatalogueDuration(option.duration, (key, values) => common(key, values))}</span>
            {option.startTimes.length > 0 ? <span>{t('startTimes', { times: option.startTimes.map((time) => formatTime(time, locale)).join(', ') })}</span> : null}
            {option.minPassengers > 1 ? <span>{t('minPassengers', { count: option.minPassengers })}</span> : null}
            <span>{cancellation.statement(option.cancellation, { kind: option.kind })}</span>
          </p>
          <table className={styles.units}>
            <caption className="visually-hidden">{t('pricesOf', { option: option.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('passenger')}</th>
                <th scope="col">{t('price')}</th>
              </tr>
            </thead>
            <tbody>
              {option.units.map((unit) => {
                const prices = unitPrices.get(`${option.id}:${unit.type}`);
                return (
                  <tr key={unit.type}>
                    <th scope="row">
                      {unit.name}
                      {unit.ageFrom !== null || unit.ageTo !== null ? <span className={styles.ages}> {ages(unit.ageFrom, unit.ageTo, t)}</span> : null}
                    </th>
                    <td>
                      {prices ? (
                        <InCurrency>
                          {(currency) =>
                            prices[currency].price.amount === 0 ? (
                              t('free')
                            ) : (
                              <>
                                {prices[currency].retail ? <s className={styles.retail}>{formatMoney(prices[currency].retail!, locale)}</s> : null}{' '}
                                {formatMoney(prices[currency].price, locale)}
                              </>
                            )
                          }
                        </InCurrency>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}

function ages(from: number | null, to: number | null, t: (key: string, values: Record<string, number>) => string) {
  if (from !== null && to !== null) return t('agesRange', { from, to });
  if (from !== null) return t('agesFrom', { from });
  return t('agesTo', { to: to ?? 0 });
}
