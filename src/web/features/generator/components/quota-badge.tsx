import { Gauge } from 'lucide-react';

export interface QuotaBadgeProps {
  quota?: { limit: number; used: number; resetsAt: string };
}

/** Signed-in users: today's free AI generations left on InkGlow's keys (the offline engine is not counted). */
export function QuotaBadge({ quota }: QuotaBadgeProps) {
  if (!quota) return null;
  const left = Math.max(0, quota.limit - quota.used);
  const resets = new Date(quota.resetsAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <span
      className="inline-flex items-center gap-1 text-xs text-muted-foreground"
      title={`Free AI generations reset at 00:00 UTC (${resets} your time). The offline engine is unlimited.`}
      data-testid="quota-badge"
    >
      <Gauge className="size-3.5" aria-hidden="true" />
      {left} of {quota.limit} AI left today
    </span>
  );
}
