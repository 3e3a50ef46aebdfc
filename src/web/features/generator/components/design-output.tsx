import { ImageIcon, Info, Layers } from 'lucide-react';
import type * as React from 'react';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { MODEL_LABELS } from '../../../../core/models';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { thumbUrl, type TGeneratedDesign } from '../generator-types';
import { DesignActions, type TDownloadKind } from './design-actions';
import { EngineCredits } from './engine-credits';
import { GenerationProgress } from './generation-progress';

export interface DesignOutputProps {
  design: TGeneratedDesign | null;
  variations: TGeneratedDesign[];
  onPickVariation: (index: number) => void;
  generating: boolean;
  count: number;
  /** A Design/Stencil re-render is running. */
  rerendering: boolean;
  onOutput: (output: 'design' | 'stencil', mirror: boolean) => void;
  onDescription: (value: string) => void;
  onDescriptionCommit: () => void;
  isGuest: boolean;
  saving: boolean;
  onDownload: (kind: TDownloadKind) => void;
  onSave: () => void;
  onShare: () => void;
  /** Iterate on the shown design (the Edit dialog). */
  editAction?: React.ReactNode;
}

export function DesignOutput(props: DesignOutputProps) {
  const { design, generating } = props;
  const canStencil = Boolean(design?.svgUrl) && design?.model === 'local';
  return (
    <Card className="overflow-hidden">
      <CardContent className="space-y-5 p-4 sm:p-6">
        <div
          className="relative flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-muted/40"
          aria-busy={generating || props.rerendering}
        >
          {design ? (
            <img
              key={design.url}
              src={design.url}
              alt={design.description || 'Generated tattoo design'}
              width={design.width}
              height={design.height}
              className={cn(
                'h-full w-full animate-fade-in object-contain transition-opacity',
                (generating || props.rerendering) && 'opacity-40',
              )}
              data-testid="generated-image"
            />
          ) : (
            !generating && (
              <div className="flex flex-col items-center gap-3 px-6 text-center text-muted-foreground">
                <div className="flex size-14 items-center justify-center rounded-full border border-primary/30 bg-primary/10 text-primary">
                  <ImageIcon className="size-6" aria-hidden="true" />
                </div>
                <p className="font-display text-lg uppercase tracking-wide text-foreground">Your design appears here</p>
                <p className="max-w-xs text-sm">Pick a few attributes or write a prompt, then press Generate Image.</p>
              </div>
            )
          )}
          {generating && !design && <div className="absolute inset-6 animate-pulse rounded-md bg-muted" aria-hidden="true" />}
          {props.rerendering && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner className="size-8" label="Rendering" />
            </div>
          )}
        </div>

        {generating && (
          <GenerationProgress
            count={props.count}
            label={props.count > 1 ? `Inking ${props.count} variations...` : 'Inking your design...'}
          />
        )}

        {props.variations.length > 1 && (
          <div className="space-y-2">
            <p id="gen-variations-strip" className="text-sm font-medium">
              Variations
            </p>
            <div className="grid grid-cols-4 gap-2" role="group" aria-labelledby="gen-variations-strip">
              {props.variations.map((v, i) => (
                <button
                  key={v.id}
                  type="button"
                  onClick={() => props.onPickVariation(i)}
                  aria-pressed={v.id === design?.id}
                  aria-label={`Variation ${i + 1}`}
                  className={cn(
                    'aspect-square overflow-hidden rounded-md border-2 bg-muted/40 outline-none transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                    v.id === design?.id ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                  )}
                >
                  <img src={thumbUrl(v, 160)} alt="" className="h-full w-full object-contain" loading="lazy" />
                </button>
              ))}
            </div>
          </div>
        )}

        {design && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted-foreground" data-testid="generated-with">
                Generated with: <span className="font-medium text-foreground">{MODEL_LABELS[design.model]}</span>
                {design.seed !== null && <span className="ml-2 whitespace-nowrap text-xs tabular-nums">seed {design.seed}</span>}
              </p>
              {canStencil && (
                <div className="flex flex-wrap items-center gap-3">
                  <ToggleGroup.Root
                    type="single"
                    value={design.output}
                    onValueChange={(v) => v && props.onOutput(v as 'design' | 'stencil', design.mirror)}
                    aria-label="Output"
                    disabled={props.rerendering || generating}
                    className="inline-flex h-9 rounded-md border border-input bg-background/60 p-0.5"
                  >
                    {(['design', 'stencil'] as const).map((kind) => (
                      <ToggleGroup.Item
                        key={kind}
                        value={kind}
                        className="rounded-sm px-3 text-sm font-medium capitalize text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
                      >
                        {kind === 'stencil' && <Layers className="mr-1.5 inline size-3.5" aria-hidden="true" />}
                        {kind}
                      </ToggleGroup.Item>
                    ))}
                  </ToggleGroup.Root>
                  {design.output === 'stencil' && (
                    <div className="flex items-center gap-2">
                      <Switch
                        id="gen-mirror"
                        checked={design.mirror}
                        disabled={props.rerendering || generating}
                        onCheckedChange={(checked) => props.onOutput('stencil', checked)}
                      />
                      <Label htmlFor="gen-mirror" className="text-sm">
                        Mirror for transfer
                      </Label>
                    </div>
                  )}
                </div>
              )}
              {props.editAction}
            </div>

            {design.note && (
              <div className="flex gap-3 rounded-lg border border-primary/30 bg-primary/10 px-4 py-3 text-sm" role="note" data-testid="design-note">
                <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <p>{design.note}</p>
              </div>
            )}

            <div className="space-y-2">
              <Label htmlFor="gen-description">Description</Label>
              <Textarea
                id="gen-description"
                rows={2}
                maxLength={500}
                value={design.description}
                onChange={(e) => props.onDescription(e.target.value)}
                onBlur={props.onDescriptionCommit}
                className="min-h-16 resize-y"
              />
            </div>
          </div>
        )}

        <DesignActions
          design={design}
          isGuest={props.isGuest}
          saving={props.saving}
          onDownload={props.onDownload}
          onSave={props.onSave}
          onShare={props.onShare}
        />
        <EngineCredits />
      </CardContent>
    </Card>
  );
}
