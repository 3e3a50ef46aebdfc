// The bulging forms of realism's gripping hand (realism-hand-grip.ts), for its lit height map
// (relief-light.ts): each finger's three segments rounded bars (the proximal along the top of
// its band, the middle folded under it, the fingertip), its bent joint and base knuckle bony
// humps on it, the thumb a long swell (the back of the hand is left to the silhouette's broad
// swell: a dome of its own lit into rings). Overlapping forms stack into higher humps.
import { joints, on, REAL_FINGERS } from './realism-hand-grip-fingers';
import { ring } from './realism-hand-grip-tones';
import { poly } from './realism-lion-face';

/** A bar along finger i from x0 to x1, between fractions a and b of its height. */
function bar(i: number, x0: number, x1: number, a: number, b: number): string {
  const { top, bottom } = REAL_FINGERS[i];
  const y = (v: number) => top + (bottom - top) * v;
  return poly([on(i, x0, y(a)), on(i, x1, y(a)), on(i, x1, y(b)), on(i, x0, y(b))]);
}

export function handForms(): string {
  let d = '';
  REAL_FINGERS.forEach((f, i) => {
    const { top, bottom, left, mcp } = f;
    const { fold, dip, tip } = joints(f);
    const h = bottom - top;
    d +=
      // the proximal segment, the middle segment folded under it, the fingertip
      bar(i, left + 4, mcp + 4, 0.02, fold - 0.1) +
      bar(i, left + 2, dip - 2, fold + 0.14, 0.88) +
      bar(i, dip + 3, tip - 3, fold + 0.16, 0.84) +
      // the bent middle joint and the base knuckle
      ring(...on(i, left + 14, top + h * fold * 0.5), 12, h * 0.2, 0) +
      ring(...on(i, mcp + 6, top + h * 0.4), 20, h * 0.3, -10);
  });
  return d + ring(300, 172, 118, 18, 8) + ring(300, 162, 16, 12);
}
