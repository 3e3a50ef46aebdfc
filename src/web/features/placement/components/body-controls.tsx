// The preview's settings: placement, view, height, body shape, skin tone, units, size, rotation,
// wrap and zoom. Native controls, labelled, usable by keyboard and touch.
import { BODY_SHAPES, MAX_HEIGHT_CM, MIN_HEIGHT_CM, SKIN_TONES, type TBodyShape } from '../../../../core/placement/body';
import { PLACEMENTS } from '../../../../core/options';
import { inToMm, mmToIn, round, type TUnitSystem } from '../../../../core/print/units';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/utils';
import { MAX_DESIGN_MM, MIN_DESIGN_MM, type TPlacementAction, type TPlacementState } from '../lib/placement-state';

const field = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

export function BodyControls({ state, dispatch }: { state: TPlacementState; dispatch: (a: TPlacementAction) => void }) {
  const set = (patch: Partial<Omit<TPlacementState, 'placement'>>) => dispatch({ type: 'set', patch });
  const shownWidth = state.unit === 'in' ? round(mmToIn(state.widthMm), 2) : round(state.widthMm / 10, 1);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="pl-placement">Placement</Label>
          <select id="pl-placement" className={field} value={state.placement} onChange={(e) => dispatch({ type: 'placement', placement: e.target.value as TPlacementState['placement'], keepSize: true })}>
            {PLACEMENTS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pl-view">View</Label>
          <select id="pl-view" className={field} value={state.view} onChange={(e) => set({ view: e.target.value as TPlacementState['view'] })}>
            <option value="front">Front</option>
            <option value="back">Back</option>
          </select>
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="pl-width">
          Design width ({state.unit}) <span className="font-normal text-muted-foreground">— the size that prints</span>
        </Label>
        <div className="flex items-center gap-2">
          <input
            id="pl-width-range"
            aria-label="Design width slider"
            type="range"
            className="flex-1"
            min={MIN_DESIGN_MM}
            max={Math.min(MAX_DESIGN_MM, 450)}
            step={1}
            value={state.widthMm}
            onChange={(e) => set({ widthMm: Number(e.target.value) })}
          />
          <input
            id="pl-width"
            type="number"
            inputMode="decimal"
            className={cn(field, 'w-24')}
            step={state.unit === 'in' ? 0.1 : 0.5}
            value={shownWidth}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (v > 0) set({ widthMm: state.unit === 'in' ? inToMm(v) : v * 10 });
            }}
          />
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="pl-rotation">Rotation ({Math.round(state.rotation)}°)</Label>
          <input id="pl-rotation" type="range" min={-180} max={180} value={state.rotation} onChange={(e) => set({ rotation: Number(e.target.value) })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pl-height">Height ({state.heightCm} cm)</Label>
          <input id="pl-height" type="range" min={MIN_HEIGHT_CM} max={MAX_HEIGHT_CM} value={state.heightCm} onChange={(e) => set({ heightCm: Number(e.target.value) })} />
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="pl-shape">Body shape</Label>
          <select id="pl-shape" className={field} value={state.shape} onChange={(e) => set({ shape: e.target.value as TBodyShape })}>
            {BODY_SHAPES.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pl-unit">Units</Label>
          <select id="pl-unit" className={field} value={state.unit} onChange={(e) => set({ unit: e.target.value as TUnitSystem })}>
            <option value="cm">Centimetres</option>
            <option value="in">Inches</option>
          </select>
        </div>
      </div>

      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Skin tone</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Skin tone">
          {SKIN_TONES.map((t) => (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={state.tone === t.id}
              aria-label={t.label}
              title={t.label}
              onClick={() => set({ tone: t.id })}
              className={cn('size-9 rounded-full border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring', state.tone === t.id ? 'border-primary ring-2 ring-primary/40' : 'border-border')}
              style={{ background: t.color }}
            />
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="pl-wrap">Wrap round the limb</Label>
          <Switch id="pl-wrap" checked={state.wrap} onCheckedChange={(wrap) => set({ wrap })} />
        </div>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="pl-zoom">Whole body</Label>
          <Switch id="pl-zoom" checked={state.zoom === 'body'} onCheckedChange={(on) => set({ zoom: on ? 'body' : 'close' })} />
        </div>
      </div>
    </div>
  );
}
