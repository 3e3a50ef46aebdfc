// A plain name for a measured colour (for keywords and sentences), from its hue, lightness and
// saturation in HSL. Coarse on purpose: "red", "dark green", "light grey".
export function colourName([r, g, b]: [number, number, number]): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12 || (lightness < 0.12 && chroma < 0.2)) {
    if (lightness < 0.15) return 'black';
    if (lightness > 0.9) return 'white';
    return lightness < 0.45 ? 'dark grey' : lightness > 0.7 ? 'light grey' : 'grey';
  }
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  let hue: number;
  if (max === rn) hue = ((gn - bn) / chroma) % 6;
  else if (max === gn) hue = (bn - rn) / chroma + 2;
  else hue = (rn - gn) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  let name: string;
  if (hue < 15 || hue >= 345) name = 'red';
  else if (hue < 40) name = lightness < 0.45 ? 'brown' : 'orange';
  else if (hue < 68) name = lightness < 0.35 ? 'olive' : 'yellow';
  else if (hue < 165) name = 'green';
  else if (hue < 195) name = 'teal';
  else if (hue < 255) name = 'blue';
  else if (hue < 290) name = 'purple';
  else name = 'pink';
  if (name === 'pink' || name === 'red') {
    if (lightness > 0.72) return 'pink';
  }
  if (lightness > 0.75) return `pale ${name}`;
  if (lightness < 0.28 && name !== 'brown') return `dark ${name}`;
  return name;
}
