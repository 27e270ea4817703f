import { useCancellationPolicy } from '@/lib/format/use-cancellation-policy';
import type { Product } from '@/provider/api/contract/products';

/**
 * Each option's cancellation terms, in the words the booking panel and the voucher use too:
 * once when every option has the same terms, else per option by name.
 */
export function CancellationTerms({ options, className }: { options: Product['options']; className?: string }) {
  const policy = useCancellationPolicy();
  const terms = options.map((option) => ({ id: option.id, name: option.name, statement: policy.statement(option.cancellation, { kind: option.kind }) }));
  const statements = new Set(terms.map((term) => term.statement));
  if (statements.size === 0) return null;
  if (statements.size === 1) return <p>{terms[0]?.statement}</p>;
  return (
    <ul className={className}>
      {terms.map((term) => (
        <li key={term.id}>{policy.optionStatement(term.name, term.statement)}</li>
      ))}
    </ul>
  );
}
