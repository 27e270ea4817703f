import { useTranslations } from 'next-intl';
import type { OptionKind } from '@/provider/domain/catalogue';
import { cancellationStatement, freeCancellationPromise, type PolicyTerms, type PolicyTicket } from './cancellation-policy';
import { useDateFormat } from './use-date-format';

/** Cancellation terms in the words of the language a component renders in (server or client). */
export function useCancellationPolicy() {
  const t = useTranslations('cancellationPolicy');
  const dates = useTranslations('dates');
  const { intlLocale } = useDateFormat();
  return {
    label: t('label'),
    statement: (policy: PolicyTerms, ticket: PolicyTicket) => cancellationStatement(policy, ticket, intlLocale, t, dates),
    promise: (options: { kind: OptionKind; cancellation: PolicyTerms }[]) => freeCancellationPromise(options, intlLocale, t, dates),
    optionStatement: (option: string, statement: string) => t('optionStatement', { option, statement }),
  };
}
