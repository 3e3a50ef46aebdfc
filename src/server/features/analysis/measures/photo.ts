// Is the upload a photograph rather than flash, a stencil or line art? The ink measures assume a
// design: a few flat inks on a plain paper or skin ground, so "everything that is not the ground"
// is ink. On a photograph (a face, a landscape, a tattoo photographed on an arm) that assumption
// fails: the palette splits the scene into colour bands and most of them are "not the ground", so
// a photographed arm measured as 63% ink and "too fine". The analyst therefore first asks what
// kind of picture it has, and needs both of these to call it a photograph:
//
// 1. No plain ground. Plain ground is pixels close to the border colour (the paper or skin the
//    design sits on) whose right and lower neighbours differ by at most 2 levels per channel:
//    flat paper. Every design leaves some around and between its shapes (120 engine designs: 12
//    styles, black-only and full colour, two compositions, as PNG and as JPEG at quality 90 and
//    40: 17-90% of the image, the lowest a quality-40 JPEG of a Japanese piece). A photograph has
//    little: its border is one point of a scene that changes across the frame, and where it does
//    match, sensor noise and skin texture keep it from being flat (the synthetic photos, and
//    engine designs "photographed" on skin: 0-16%, the highest a portrait on a plain backdrop).
//    The two ranges nearly touch, which is why this cue never decides alone.
// 2. Scene-like tones: many colours, or little flat fill anywhere. Tone entropy is the Shannon
//    entropy (bits) of the colours at 16 levels per channel: flash is a few flat inks plus their
//    anti-aliased edges (engine designs 0.9-3.5 bits, 4.5 as a rough JPEG), a photograph spreads
//    over many bins (3.9-8.3 bits on the synthetic photos, and a clean smooth gradient 6.9). Flat
//    share is the flat pixels of the whole image: rendered art is mostly flat fill (0.46-0.91),
//    noise leaves a photograph little (0.04-0.41). A design short of plain ground (a full-bleed
//    pattern, or a rough JPEG of a dense piece) is still few, flat tones, so it stays a design.
//
// The figures behind the call are returned with it so the analyst can say why.
import type { TPhotoEvidence } from '../../../../core/analysis/analysis-schemas';
import type { TRaster } from './raster';

export const PLAIN_GROUND_MIN = 0.17;
export const PHOTO_ENTROPY_BITS = 4;
export const PHOTO_FLAT_SHARE = 0.35;
/** Within this sum of channel differences of the border colour, a pixel is ground. */
const GROUND_DISTANCE = 30;
/** Neighbours this close in every channel are the same flat fill (JPEG leaves 1-2 levels). */
const FLAT_STEP = 2;

export function photoEvidence(raster: TRaster): TPhotoEvidence {
  const { width, height, rgb } = raster;
  const count = width * height;
  const bins = new Uint32Array(4096);
  let flat = 0;
  let flatChecked = 0;
  let ground = 0;
  let plainGround = 0;
  const [br, bg, bb] = raster.background;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = rgb[i * 3];
      const g = rgb[i * 3 + 1];
      const b = rgb[i * 3 + 2];
      bins[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]++;
      const onGround = Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) <= GROUND_DISTANCE;
      if (onGround) ground++;
      if (x + 1 < width && y + 1 < height) {
        flatChecked++;
        const right = (i + 1) * 3;
        const down = (i + width) * 3;
        let step = 0;
        for (let c = 0; c < 3; c++) {
          const v = rgb[i * 3 + c];
          step = Math.max(step, Math.abs(v - rgb[right + c]), Math.abs(v - rgb[down + c]));
        }
        if (step <= FLAT_STEP) flat++;
        if (onGround && step <= FLAT_STEP) plainGround++;
      }
    }
  }
  let entropy = 0;
  let tones = 0;
  for (const n of bins) {
    if (!n) continue;
    const p = n / count;
    entropy -= p * Math.log2(p);
    // A tone is a colour bin holding at least 0.1% of the picture, so anti-aliasing specks and
    // JPEG ringing do not count.
    if (p >= 0.001) tones++;
  }
  const flatShare = flatChecked ? flat / flatChecked : 1;
  const groundShare = ground / count;
  const plainGroundShare = flatChecked ? plainGround / flatChecked : 0;
  const isPhoto =
    plainGroundShare < PLAIN_GROUND_MIN &&
    (entropy >= PHOTO_ENTROPY_BITS || flatShare < PHOTO_FLAT_SHARE);
  const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    isPhoto,
    toneEntropyBits: round(entropy, 2),
    distinctTones: tones,
    flatShare: round(flatShare),
    groundShare: round(groundShare),
    plainGroundShare: round(plainGroundShare),
  };
}
