// The generator's option lists (spec §3 "Generator option lists"). Values are the wire ids used by
// the API, the engine and the web app; labels are what people read.

export interface TOption<V extends string = string> {
  value: V;
  label: string;
}

function opts<const V extends string>(pairs: readonly (readonly [V, string])[]): TOption<V>[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

export const STYLES = opts([
  ['traditional', 'Traditional'],
  ['neo-traditional', 'Neo-Traditional'],
  ['realism', 'Realism'],
  ['japanese', 'Japanese'],
  ['tribal', 'Tribal'],
  ['geometric', 'Geometric'],
  ['watercolor', 'Watercolor'],
  ['blackwork', 'Blackwork'],
  ['minimalist', 'Minimalist'],
  ['surrealism', 'Surrealism'],
] as const);

export const SUBJECTS = opts([
  ['animals', 'Animals'],
  ['nature', 'Nature'],
  ['spiritual', 'Spiritual'],
  ['mythology', 'Mythology'],
  ['portrait', 'Portrait'],
  ['abstract', 'Abstract'],
  ['cultural', 'Cultural'],
  ['memorial', 'Memorial'],
  ['quote', 'Quote'],
  ['celestial', 'Celestial'],
] as const);

export const TECHNIQUES = opts([
  ['bold-lines', 'Bold Lines'],
  ['fine-lines', 'Fine Lines'],
  ['stippling', 'Stippling'],
  ['etching', 'Etching'],
  ['black-gray', 'Black & Gray'],
  ['full-color', 'Full Color'],
  ['whip-shading', 'Whip Shading'],
  ['cross-hatching', 'Cross-Hatching'],
] as const);

export const COMPOSITIONS = opts([
  ['symmetrical', 'Symmetrical'],
  ['asymmetrical', 'Asymmetrical'],
  ['flowing', 'Flowing'],
  ['geometric', 'Geometric'],
  ['radial', 'Radial'],
  ['abstract', 'Abstract'],
] as const);

export const PALETTES = opts([
  ['black-only', 'Black Only'],
  ['black-gray', 'Black & Gray'],
  ['full-color', 'Full Color'],
  ['traditional', 'Traditional'],
  ['monochromatic', 'Monochromatic'],
  ['pastel', 'Pastel'],
  ['vibrant', 'Vibrant'],
  ['earth-tones', 'Earth Tones'],
] as const);

export const PLACEMENTS = opts([
  ['forearm', 'Forearm'],
  ['upper-arm', 'Upper Arm'],
  ['back', 'Back'],
  ['chest', 'Chest'],
  ['shoulder', 'Shoulder'],
  ['leg', 'Leg'],
  ['thigh', 'Thigh'],
  ['calf', 'Calf'],
  ['ankle', 'Ankle'],
  ['wrist', 'Wrist'],
] as const);

type ValueOf<T extends readonly TOption[]> = T[number]['value'];
export type TStyleId = ValueOf<typeof STYLES>;
export type TSubjectId = ValueOf<typeof SUBJECTS>;
export type TTechniqueId = ValueOf<typeof TECHNIQUES>;
export type TCompositionId = ValueOf<typeof COMPOSITIONS>;
export type TPaletteId = ValueOf<typeof PALETTES>;
export type TPlacementId = ValueOf<typeof PLACEMENTS>;

export const values = <V extends string>(list: readonly TOption<V>[]) =>
  list.map((o) => o.value) as [V, ...V[]];

export const labelOf = (list: readonly TOption[], value: string | undefined | null) =>
  list.find((o) => o.value === value)?.label ?? value ?? '';
