import { PhoneOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { barsForLevel } from '../audio/pcm';
import type { TVoiceStatus } from '../hooks/use-voice-session';

const STATUS_LABEL: Record<TVoiceStatus, string> = {
  idle: 'Idle',
  connecting: 'Connecting…',
  connected: 'Connected',
  recording: 'Listening',
  generating: 'Generating…',
  disconnected: 'Disconnected',
};

const STATUS_DOT: Record<TVoiceStatus, string> = {
  idle: 'bg-muted-foreground',
  connecting: 'bg-amber-500 animate-pulse',
  connected: 'bg-emerald-500',
  recording: 'bg-red-500 animate-pulse',
  generating: 'bg-primary animate-pulse',
  disconnected: 'bg-destructive',
};

/** Five listening-level bars driven by the microphone's real input level. */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const lit = active ? barsForLevel(level) : 0;
  return (
    <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={5} aria-valuenow={lit} className="flex h-6 items-end gap-1" data-lit={lit}>
      {[1, 2, 3, 4, 5].map((bar) => (
        <span
          key={bar}
          className={cn('w-1.5 rounded-full transition-[height,background-color] duration-75', bar <= lit ? 'bg-primary' : 'bg-muted')}
          style={{ height: `${30 + bar * 14}%` }}
        />
      ))}
    </div>
  );
}

export function StatusBar({ status, level, micOn, onEnd }: { status: TVoiceStatus; level: number; micOn: boolean; onEnd(): void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
      <div className="flex items-center gap-4">
        <span role="status" aria-live="polite" className="flex items-center gap-2 text-sm font-medium" data-status={status}>
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_DOT[status])} />
          {STATUS_LABEL[status]}
        </span>
        <LevelMeter level={level} active={micOn} />
      </div>
      <Button variant="destructive" size="sm" onClick={onEnd}>
        <PhoneOff aria-hidden="true" />
        End Session
      </Button>
    </div>
  );
}
