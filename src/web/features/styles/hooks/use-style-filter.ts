// The list's search text and trait chips live in the address (?q=&trait=), so a filtered view can be
// shared, and Back returns to it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isStyleTrait, type TStyleTrait } from '../../../../core/catalog-values';
import type { TStyleFilter } from '../style-filter';

export function useStyleFilter() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const traitParams = params.getAll('trait').join(',');

  const filter = useMemo<TStyleFilter>(
    () => ({
      query,
      traits: traitParams
        .split(',')
        .filter((t): t is TStyleTrait => isStyleTrait(t)),
    }),
    [query, traitParams],
  );

  const update = useCallback(
    (next: Partial<TStyleFilter>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.query !== undefined) {
            if (next.query) out.set('q', next.query);
            else out.delete('q');
          }
          if (next.traits !== undefined) {
            out.delete('trait');
            for (const t of next.traits) out.append('trait', t);
          }
          return out;
        },
        // Typing must not fill the history with one entry per keystroke.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return {
    filter,
    setQuery: (q: string) => update({ query: q }),
    toggleTrait: (trait: TStyleTrait) =>
      update({
        traits: filter.traits.includes(trait) ? filter.traits.filter((t) => t !== trait) : [...filter.traits, trait],
      }),
    clear: () => update({ query: '', traits: [] }),
  };
}
