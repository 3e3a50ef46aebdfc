import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export interface TLazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading early (say, when the form is first focused) so the first submit does not wait. */
  prefetch: () => void;
}

/**
 * A react-hook-form resolver whose zod schema, zod itself and the zod resolver (about 130 KB of
 * script) load when the form is first used, not with the page: evaluating them on load was a
 * long task on a throttled phone (Lighthouse's total blocking time) for a form nobody had touched.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): TLazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema))
      .catch((error: unknown) => {
        loading = undefined; // a failed chunk load (offline for a moment) is retried on the next submit
        throw error;
      }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    prefetch: () => void load().catch(() => undefined),
  };
}
