import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A zod resolver whose schema, zod and the resolver load on the form's first check (a blur or a
 * submit), not with the page: zod is some 20 kB of a page's first-load JavaScript (issue 18, ADR 0024).
 * A load that fails is tried again at the next check.
 */
export function lazyZodResolver<T extends FieldValues>(schema: () => Promise<unknown>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), schema()]).then(([{ zodResolver }, rules]) => zodResolver(rules as never) as unknown as Resolver<T>);
    try {
      return await (await loaded)(values, context, options);
    } catch (error) {
      loaded = undefined;
      throw error;
    }
  };
}
