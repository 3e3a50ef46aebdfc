// Test helper: runs layoutRelated with a draw that only records where each motif goes (no
// drawing), so layout tests read placements, order and layers directly.
import type { TCtx } from './context';
import { MOTIF_BY_ID } from './motifs';
import type { TBox } from './path';
import { createRng } from './prng';
import { layoutRelated, type TPlaceAt } from './relations';
import type { TTreatOptions } from './treat';
import type { TRelation } from './understand';

export interface TRecorded {
  id: string;
  at: TPlaceAt & { order: number };
  layer: 'back' | 'front';
  opt?: TTreatOptions;
  box: TBox;
}

export interface TRecordOptions {
  /** the motif box side (default 600, on a 1000 x 1000 canvas centred at 500, 500) */
  S?: number;
  ctx?: Partial<TCtx>;
  /** the box a drawn motif takes (default: the square of its size) */
  box?: (id: string, at: TPlaceAt) => TBox;
  /** collects what the layout draws itself (lines, stems) */
  front?: string[];
  /** the main subject asked more than once ("an elephant with a baby elephant") */
  main?: { count: number; young?: boolean };
}

const CTX = {
  mm: (n: number) => n * 4,
  detail: 2,
  stencil: false,
  profile: { fill: 'etch' },
  palette: { ink: '#111', paper: '#fff', inkOnly: true, roles: {} },
};

/** Every placement layoutRelated makes for `main` and its partners, in draw order. */
export function recordLayout(
  relation: TRelation | undefined,
  main: string,
  /** partners as [id, count] or [id, count, asked for as one] */
  others: [string, number, boolean?][],
  o: TRecordOptions = {},
): TRecorded[] {
  const out: TRecorded[] = [];
  const square = (_: string, p: TPlaceAt): TBox => ({
    x: p.cx - p.size / 2,
    y: p.cy - p.size / 2,
    w: p.size,
    h: p.size,
  });
  layoutRelated(
    {
      ctx: { ...CTX, rng: createRng(2), ...o.ctx } as unknown as TCtx,
      rng: createRng(1),
      W: 1000,
      H: 1000,
      cx: 500,
      cy: 500,
      S: o.S ?? 600,
      margin: 40,
      draw: (def, p, layer, opt) => {
        const box = (o.box ?? square)(def.id, p);
        out.push({ id: def.id, at: { ...p, order: out.length }, layer, opt, box });
        return box;
      },
      back: [],
      front: o.front ?? [],
    },
    relation,
    { def: MOTIF_BY_ID.get(main)!, count: 1, ...o.main },
    others.map(([id, count, one]) => ({
      def: MOTIF_BY_ID.get(id)!,
      count,
      ...(one ? { one } : {}),
    })),
  );
  return out;
}
