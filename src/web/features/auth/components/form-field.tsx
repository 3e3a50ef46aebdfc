import type * as React from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface FormFieldProps extends React.ComponentProps<typeof Input> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown at the end of the label row (e.g. a 'Forgot password?' link). */
  labelAside?: React.ReactNode;
}

/** A labelled input with its validation message (announced) and an optional hint. */
export function FormField({ id, label, error, hint, labelAside, ...input }: FormFieldProps) {
  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && hint !== error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
