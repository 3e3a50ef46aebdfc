import type { TPaletteId } from '../core/options';

// Semantic colour roles a motif asks for ("rose petals are red"); each palette maps them to its inks.
export type TRole =
  | 'red'
  // a peony's petals: the palette's red lightened toward white (derived, so every palette has it)
  | 'pink'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'brown'
  | 'orange'
  | 'purple'
  | 'skin'
  | 'metal'
  | 'gold'
  | 'bone'
  // a black body (the black panther): ink-dark in every colour palette (pastel's is a soft
  // charcoal) so its highlights ('metal') carry the form; black-only leaves it skin, as all roles
  | 'black';

export interface TPalette {
  id: TPaletteId;
  ink: string; // outlines and black shading
  paper: string; // design background (flash paper)
  roles: Record<TRole, string>;
  /** colours for washes, splashes and filler accents, most important first */
  accents: string[];
  /** no colour at all: tone comes from black shading only */
  inkOnly: boolean;
  grey: boolean;
}

const PAPER = '#f3ead7';

const base = (
  id: TPaletteId,
  roles: Omit<Record<TRole, string>, 'pink'>,
  accents: string[],
  extra: Partial<TPalette> = {},
): TPalette => ({
  id,
  ink: '#141213',
  paper: PAPER,
  roles: { ...roles, pink: mix(roles.red, '#ffffff', 0.42) },
  accents,
  inkOnly: false,
  grey: false,
  ...extra,
});

const GREYS = ['#2b2b2b', '#555555', '#7f7f7f', '#a9a9a9', '#cfcfcf'];

// Hue families for the monochromatic palette; the seed picks one, the motif gets its shades.
const MONO_FAMILIES: string[][] = [
  ['#1f3a68', '#2f5597', '#4f7cc4', '#86a8dc', '#bcd0ee'],
  ['#6b1420', '#9c1f2e', '#c53b4b', '#e07b86', '#f1b9bf'],
  ['#0f4a44', '#17706a', '#2a9d8f', '#6cc3b8', '#b3e1db'],
];

export function paletteFor(id: TPaletteId, monoPick = 0): TPalette {
  switch (id) {
    case 'traditional':
      // Classic American flash inks (tattoo-domain §5.1).
      return base(
        id,
        {
          red: '#c1272d',
          yellow: '#f2b705',
          green: '#1e7b3c',
          blue: '#1f4e9a',
          brown: '#6b3e26',
          orange: '#e0711b',
          purple: '#5b2c83',
          skin: '#e8b48a',
          metal: '#9fb4c7',
          gold: '#f2b705',
          bone: '#efe3c4',
          black: '#1c1b22',
        },
        ['#c1272d', '#1e7b3c', '#f2b705', '#1f4e9a'],
      );
    case 'full-color':
      return base(
        id,
        {
          red: '#d0343c',
          yellow: '#f4c430',
          green: '#3a8f4b',
          blue: '#2f6fb3',
          brown: '#7a4a2a',
          orange: '#ee8232',
          purple: '#7b4aa3',
          skin: '#f0c09a',
          metal: '#a7b7c4',
          gold: '#e2a92b',
          bone: '#f1e7cf',
          black: '#1d1c24',
        },
        ['#d0343c', '#2f6fb3', '#3a8f4b', '#f4c430', '#7b4aa3', '#ee8232'],
      );
    case 'vibrant':
      return base(
        id,
        {
          red: '#ff1f5a',
          yellow: '#ffd400',
          green: '#00c16a',
          blue: '#0a84ff',
          brown: '#b0522b',
          orange: '#ff7a00',
          purple: '#a020f0',
          skin: '#ffb38a',
          metal: '#54c7ec',
          gold: '#ffc400',
          bone: '#fff1c9',
          black: '#1a1330',
        },
        ['#ff1f5a', '#0a84ff', '#ffd400', '#00c16a', '#a020f0', '#ff7a00'],
      );
    case 'pastel':
      return base(
        id,
        {
          red: '#f29bb0',
          yellow: '#f7dc8c',
          green: '#9fd8b5',
          blue: '#9cc3ea',
          brown: '#c9a48a',
          orange: '#f7b98b',
          purple: '#c6a8e6',
          skin: '#f6cfb4',
          metal: '#bcd2e0',
          gold: '#f3d38a',
          bone: '#fbf1dc',
          black: '#5a5668',
        },
        ['#f29bb0', '#9cc3ea', '#c6a8e6', '#9fd8b5', '#f7dc8c'],
      );
    case 'earth-tones':
      return base(
        id,
        {
          red: '#a3442a',
          yellow: '#c9962e',
          green: '#5f6f34',
          blue: '#3f5f66',
          brown: '#6b4226',
          orange: '#b8632b',
          purple: '#6a4458',
          skin: '#d2a27a',
          metal: '#8c8f7e',
          gold: '#b8892b',
          bone: '#e9dcbf',
          black: '#2b2420',
        },
        ['#a3442a', '#5f6f34', '#c9962e', '#3f5f66'],
      );
    case 'monochromatic': {
      const f = MONO_FAMILIES[monoPick % MONO_FAMILIES.length];
      return base(
        id,
        {
          red: f[1],
          yellow: f[3],
          green: f[2],
          blue: f[1],
          brown: f[0],
          orange: f[2],
          purple: f[0],
          skin: f[4],
          metal: f[3],
          gold: f[3],
          bone: f[4],
          black: f[0],
        },
        [f[2], f[3], f[1]],
      );
    }
    case 'black-gray':
      return base(
        id,
        {
          red: GREYS[1],
          yellow: GREYS[3],
          green: GREYS[2],
          blue: GREYS[1],
          brown: GREYS[1],
          orange: GREYS[2],
          purple: GREYS[1],
          skin: GREYS[4],
          metal: GREYS[3],
          gold: GREYS[3],
          bone: GREYS[4],
          black: GREYS[0],
        },
        [GREYS[2], GREYS[3]],
        { grey: true },
      );
    case 'black-only':
    default:
      return base(
        'black-only',
        {
          red: PAPER,
          yellow: PAPER,
          green: PAPER,
          blue: PAPER,
          brown: PAPER,
          orange: PAPER,
          purple: PAPER,
          skin: PAPER,
          metal: PAPER,
          gold: PAPER,
          bone: PAPER,
          // skin like every role: a black body on black-only's dark backdrops would vanish
          black: PAPER,
        },
        ['#141213'],
        { inkOnly: true },
      );
  }
}

/** Mix two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = (s: number) => Math.round(ch(pa, s) * (1 - t) + ch(pb, s) * t);
  return '#' + ((1 << 24) | (c(16) << 16) | (c(8) << 8) | c(0)).toString(16).slice(1);
}

// Neo-traditional's jewel and autumn inks (tattoo-domain §4): deep teal, burgundy, mustard gold,
// plum, a forest green, burnt orange and blue-grey, saturated where earth tones were muted.
const JEWEL: Omit<Record<TRole, string>, 'pink'> = {
  red: '#9a1c3c',
  yellow: '#dca224',
  green: '#2c6a47',
  blue: '#146b78',
  brown: '#7b3e20',
  orange: '#c9581c',
  purple: '#5c2a6c',
  skin: '#e8b594',
  metal: '#6c8399',
  gold: '#d79d26',
  bone: '#efe1c2',
  black: '#1f1a2b',
};

/** A neo-traditional piece in the default colour palettes (earth tones, full colour) takes the
 *  style's jewel tones; the others (vibrant, pastel, monochrome, grey, black) stay as chosen. */
export function jewelTones(p: TPalette): TPalette {
  if (p.id !== 'earth-tones' && p.id !== 'full-color') return p;
  return base(p.id, JEWEL, [JEWEL.red, JEWEL.blue, JEWEL.gold, JEWEL.purple, JEWEL.green]);
}
