import { describe, expect, it } from 'vitest';
import { bbox, parsePath, splitSubpaths } from './path';
import { raster } from './shape-raster';
import { EYES, FANGS, HEAD, MOUTH, NOSE, placeHead, posePt } from './tiger-head';
import { tigerIrezumi, tigerParts } from './tiger-irezumi';
import { TIGER_OUTLINE } from './tiger-outline';

describe('irezumi tiger', () => {
  const g = tigerIrezumi();
  const inside = raster({ d: g.d, holes: g.holes });
  // the points are given in the drawing's level frame, before it is pitched into its lunge
  const body = (x: number, y: number) => inside(...posePt([x, y]));
  const drawn = (x: number, y: number) => inside(x, y);

  it('is one traced outline, so no part edge is drawn through the body', () => {
    expect(/NaN|Infinity|undefined/.test(g.d + g.alt + g.holes)).toBe(false);
    expect(splitSubpaths(parsePath(TIGER_OUTLINE))).toHaveLength(1);
  });

  it('is the whole beast: head up left, raised paw clear of the planted one, tail up and over', () => {
    expect(body(150, 120)).toBe(true); // the face
    expect(body(60, 374)).toBe(true); // the raised paw, reaching forward under the jaw
    expect(body(80, 420)).toBe(false); // open skin under the raised paw
    expect(body(192, 466)).toBe(true); // the planted paw
    expect(body(498, 290)).toBe(true); // the tail rising
    expect(body(400, 150)).toBe(false); // under the tail's curl, over the back (a gap the ruff closes)
  });

  it('prowls long in the barrel on four legs, not balled up: skin under the tucked belly', () => {
    expect(body(300, 430)).toBe(false); // between the braced foreleg and the far hind leg
    expect(body(400, 470)).toBe(false); // between the hind legs in stride
    expect(body(336, 488)).toBe(true); // the far hind paw, stepping forward
    expect(body(450, 488)).toBe(true); // the near hind paw, well behind the braced forepaw
    expect(body(440, 300)).toBe(true); // the rump, level with the back
  });

  it('keeps every part inside the box, where the trace would cut it flat', () => {
    for (const l of tigerParts().layers) {
      const b = bbox(parsePath(l.d));
      expect(Math.min(b.x, b.y)).toBeGreaterThan(0);
      expect(Math.max(b.x + b.w, b.y + b.h)).toBeLessThan(512);
    }
  });

  it('lays its stripes on the body, not on the skin round it', () => {
    const black = g.inks!.filter((k) => k.role === 'black').map((k) => k.d);
    let n = 0;
    for (const sub of splitSubpaths(parsePath(black.join('')))) {
      const b = bbox(sub);
      expect(drawn(b.x + b.w / 2, b.y + b.h / 2), `stripe at ${b.x}, ${b.y}`).toBe(true);
      n++;
    }
    expect(n).toBeGreaterThan(30);
  });
});

describe('irezumi tiger head', () => {
  const g = tigerIrezumi();
  it('snarls: an open red mouth with a pink tongue and bone fangs, yellow eyes, and claws on every paw', () => {
    const role = (r: string) => g.inks!.filter((k) => k.role === r).map((k) => k.d).join('');
    expect(splitSubpaths(parsePath(role('yellow')))).toHaveLength(2);
    expect(splitSubpaths(parsePath(role('red')))).toHaveLength(1);
    expect(splitSubpaths(parsePath(role('pink')))).toHaveLength(1);
    // four fangs and four claws on each of four paws
    expect(splitSubpaths(parsePath(role('bone')))).toHaveLength(4 + 16);
  });
  it('is a broad, long-muzzled, snarling irezumi head, not a round cat face', () => {
    // sizes as drawn (placed on the body and posed), in the 512 box
    const box = (d: string) => bbox(parsePath(placeHead(d)));
    // broad: the head (with its ruff) spans two thirds of the drawing's width
    expect(box(HEAD).w).toBeGreaterThan(512 * 0.66);
    const mouth = box(MOUTH);
    const nose = box(NOSE);
    const [nearEye] = splitSubpaths(parsePath(placeHead(EYES))).map(bbox);
    // a long muzzle: the nose's tip sits well ahead of the near eye
    expect(nearEye.x - nose.x).toBeGreaterThan(130);
    // a wide flat nose, wider than the near eye is long
    expect(nose.w).toBeGreaterThan(nearEye.w * 0.75);
    // the jaw dropped wide: a gape deep and long, not a little open mouth
    expect(mouth.h).toBeGreaterThan(80);
    expect(mouth.w).toBeGreaterThan(140);
    // big fangs: the front upper one hangs more than half way down the gape
    const [upper] = splitSubpaths(parsePath(placeHead(FANGS))).map(bbox);
    expect(upper.h).toBeGreaterThan(mouth.h * 0.55);
    // the tongue in its own ink, so it reads against the red of the mouth
    expect(g.inks!.some((k) => k.role === 'pink')).toBe(true);
  });
  it('is the same drawing every time', () => {
    expect(JSON.stringify(tigerIrezumi())).toBe(JSON.stringify(g));
  });
});
