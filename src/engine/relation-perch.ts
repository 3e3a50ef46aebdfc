// Phase helper for relations.ts: a bird on a branch ("a raven on a branch") stands perched on it,
// its feet on the top of a thick, nearly level bough crossing under it and its tail hanging down
// in front, the bird large. (The default "above" layout floated a small bird over a stick.)
import { PERCH_LIMB } from './branch';
import { sourceShape } from './motif-place';
import type { TRelated, TRelationEnv } from './relations';

// where the feet are below the centre of each bird's drawing, as a share of its size; birds not
// listed stand at the foot of their box
const FEET: Record<string, number> = { raven: 0.28, owl: 0.4, parrot: 0.38, eagle: 0.36 };
// the perch's limb in its source drawing (branch.ts): where on it the bird stands
const LIMB = PERCH_LIMB.p;
const LIMB_W: [number, number] = [PERCH_LIMB.w0, PERCH_LIMB.w1];
// the perch is drawn nearly level already: only a slight rise
const TURN = -4;

const cubicAt = (t: number): [number, number] => {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((j) => LIMB.reduce((s, p, i) => s + k[i] * p[j], 0)) as [number, number];
};

/** The top of the limb at t, in source units: the limb's centre moved up by half its width. */
function limbTop(t: number): [number, number] {
  const c = cubicAt(t);
  const a = cubicAt(t - 0.01);
  const b = cubicAt(t + 0.01);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  // the normal pointing up the page (negative y)
  const nx = (b[1] - a[1]) / len;
  const ny = -(b[0] - a[0]) / len;
  const w = (LIMB_W[0] + (LIMB_W[1] - LIMB_W[0]) * t ** 0.8) / 2;
  return [c[0] + nx * w, c[1] + ny * w];
}

/** Lays out a bird perched on a branch; false unless one is a bird and the other the branch. */
export function perchOnBranch(env: TRelationEnv, main: TRelated, second: TRelated): boolean {
  if (second.def.id !== 'branch' || !(main.def.id in FEET)) return false;
  const { S, cx, cy } = env;
  const size = S * 0.9;
  const bird = { cx, cy: cy - S * 0.1, size };
  const feet: [number, number] = [bird.cx, bird.cy + FEET[main.def.id] * size];
  // the perch wide across the piece (past the tail on the far side), placed so the top
  // of its limb (where it is still thick) passes under the feet
  const bs = S * 1.05;
  // the perch limb, not the flowering bough: its far end past the tail must read as the same
  // branch (an id of its own, as shapes are cached by id)
  const perch = { ...second.def, id: 'branch:perch', gen: 'perch' as const };
  const src = sourceShape(perch, env.rng.fork('perch'), false).box;
  const k = bs / Math.max(src.w, src.h);
  const r = (TURN * Math.PI) / 180;
  const [px, py] = limbTop(0.42);
  const dx = (px - (src.x + src.w / 2)) * k;
  const dy = (py - (src.y + src.h / 2)) * k;
  const at = {
    cx: feet[0] - (dx * Math.cos(r) - dy * Math.sin(r)),
    cy: feet[1] + S * 0.01 - (dx * Math.sin(r) + dy * Math.cos(r)),
    size: bs,
    rot: TURN,
    free: true,
  };
  env.draw(perch, at, 'back');
  env.draw(main.def, bird, 'front');
  return true;
}
