import { useEffect, useState } from 'react';

/**
 * Progress while a generation runs. The server does not stream progress, so the bar eases toward
 * 90% over the expected time and completes when the answer arrives.
 */
export function GenerationProgress({ count, label }: { count: number; label: string }) {
  const [value, setValue] = useState(4);
  useEffect(() => {
    const started = Date.now();
    const expectedMs = 900 + count * 900;
    const timer = setInterval(() => {
      const t = (Date.now() - started) / expectedMs;
      setValue(Math.min(90, Math.round(90 * (1 - Math.exp(-2.2 * t)))));
    }, 120);
    return () => clearInterval(timer);
  }, [count]);
  return (
    <div className="space-y-2" role="status" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary shadow-[0_0_12px_var(--color-glow)] transition-[width] duration-300 ease-out"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
