import { useNavigation } from 'react-router';

/** A thin glowing bar at the top while the next page (a lazy chunk) loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
      data-state={busy ? 'loading' : 'idle'}
    >
      <div
        className={
          busy
            ? 'h-full w-2/3 animate-pulse bg-gradient-to-r from-transparent via-primary to-ember opacity-100 shadow-[0_0_10px_var(--color-glow)] transition-opacity'
            : 'h-full w-full opacity-0 transition-opacity duration-300'
        }
      />
    </div>
  );
}
