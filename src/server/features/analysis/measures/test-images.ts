// Synthetic pictures for tests and benches, made in code so that what they are is known exactly:
// "photographs" with the properties that distinguish a photo from flash (smooth light gradients,
// sensor noise, no plain ground), and a black line drawing on white paper.
import sharp from 'sharp';

/** A small deterministic generator (LCG), so every run draws the same noise. */
function random(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (x * 1103515245 + 12345) >>> 0;
    return (x >>> 16) / 65536;
  };
}

const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

function rawToJpeg(data: Buffer, width: number, height: number) {
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A landscape-like photograph: a sky that fades from blue to pale at the horizon over a green to
 * brown ground that darkens towards the bottom, with sensor noise of `noise` levels.
 */
export function landscapePhoto(width = 480, height = 320, noise = 20, seed = 1): Promise<Buffer> {
  const rnd = random(seed);
  const data = Buffer.alloc(width * height * 3);
  const horizon = height * 0.55;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = (rnd() - 0.5) * noise;
      const i = (y * width + x) * 3;
      const hill = horizon + Math.sin(x / 60) * 18;
      let c: [number, number, number];
      if (y < hill) {
        const t = y / hill;
        c = [70 + 130 * t, 120 + 100 * t, 210 + 30 * t];
      } else {
        const t = (y - hill) / (height - hill);
        c = [60 + 70 * t - 20 * (x / width), 130 - 60 * t, 50 - 10 * t];
      }
      data[i] = byte(c[0] + n);
      data[i + 1] = byte(c[1] + n);
      data[i + 2] = byte(c[2] + n);
    }
  }
  return rawToJpeg(data, width, height);
}

/**
 * A portrait-like photograph: an oval of skin, lit from the upper left and shaded towards its
 * edge, in front of a dim, graded backdrop, with sensor noise and the slight softness of a lens.
 */
export async function portraitPhoto(width = 360, height = 480, noise = 14, seed = 2) {
  const rnd = random(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = (rnd() - 0.5) * noise;
      const i = (y * width + x) * 3;
      const dx = (x - width * 0.5) / (width * 0.3);
      const dy = (y - height * 0.45) / (height * 0.32);
      const d = dx * dx + dy * dy;
      const light = 1 - 0.25 * ((x / width + y / height) / 2);
      const c =
        d < 1
          ? [224, 172, 140].map((v) => v * light * (1 - 0.3 * d))
          : [60 + 50 * (y / height), 70 + 30 * (x / width), 80];
      data[i] = byte(c[0] + n);
      data[i + 1] = byte(c[1] + n);
      data[i + 2] = byte(c[2] + n);
    }
  }
  return sharp(await rawToJpeg(data, width, height))
    .blur(0.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A clean colour gradient with no noise at all: smooth tones are enough to make it a photo. */
export function smoothGradient(width = 480, height = 360): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = byte(60 + (150 * x) / width);
      data[i + 1] = byte(90 + (120 * y) / height);
      data[i + 2] = byte(200 - (140 * (x + y)) / (width + height));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A black line drawing on white paper: a circle, a cross and a frame, 6 px strokes. */
export function lineDrawing(width = 480, height = 480, format: 'png' | 'jpeg' = 'png') {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="none" stroke="#000" stroke-width="6">` +
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}"/>` +
    `<path d="M${width / 2} 80V${height - 80}M80 ${height / 2}H${width - 80}"/></g></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 80 }).toBuffer();
}

/**
 * A design "photographed" on skin: the design multiplied onto a skin tone, turned 4 degrees,
 * softened, with sensor noise and uneven light, saved as JPEG. The case that the palette-based
 * ink mask got wrong (about 63% "ink" and "too fine" for a rose and dagger).
 */
export async function photographOnSkin(png: Buffer, skin: string, seed: number): Promise<Buffer> {
  const size = 900;
  const noise = Buffer.alloc(size * size * 3);
  let x = seed;
  for (let i = 0; i < noise.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    noise[i] = 128 + ((x >>> 16) % 41) - 20;
  }
  const ink = await sharp(png)
    .resize({ width: 700, height: 700, fit: 'inside' })
    .flatten({ background: skin })
    .rotate(4, { background: skin })
    .blur(1.2)
    .toBuffer();
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="g" cx="35%" cy="30%" r="80%">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp({ create: { width: size, height: size, channels: 3, background: skin } })
    .composite([
      { input: ink, gravity: 'centre', blend: 'multiply' },
      { input: noise, raw: { width: size, height: size, channels: 3 }, blend: 'overlay' },
      { input: light, blend: 'over' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
