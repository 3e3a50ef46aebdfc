import { AlertTriangle, X } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { CONTACT_SUPPORT } from '../../../components/model-select/model-messages';
import { Button } from '../../../components/ui/button';

export interface ProviderAlertProps {
  message: string;
  /** Shown beside "Use the offline engine" (e.g. the Settings dialog for guests). */
  action?: React.ReactNode;
  onUseOffline?: () => void;
  onDismiss: () => void;
}

/** Spec §8 key alerts: the message, then the support sentence, and the offline engine offered. */
export function ProviderAlert({ message, action, onUseOffline, onDismiss }: ProviderAlertProps) {
  return (
    <Alert className="mb-6 border-amber-500/40 bg-amber-500/10 pr-10" data-testid="provider-alert">
      <AlertTriangle className="text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <AlertTitle>AI models unavailable</AlertTitle>
      <AlertDescription>
        <p>
          {message} {CONTACT_SUPPORT} <span className="text-foreground/80">The offline engine works without any key.</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 empty:hidden">
          {onUseOffline && (
            <Button type="button" size="sm" variant="outline" onClick={onUseOffline}>
              Use the offline engine
            </Button>
          )}
          {action}
        </div>
      </AlertDescription>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute right-1.5 top-1.5 size-7 text-muted-foreground"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </Alert>
  );
}
