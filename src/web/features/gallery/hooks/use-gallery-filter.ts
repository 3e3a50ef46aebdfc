// The chosen style lives in the address (?style=), so a filtered gallery can be shared.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useGalleryFilter() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('style');
  const select = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('style', id);
          else next.delete('style');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { selected, select };
}
