// The last-resort example image when the engine throws for a style: a neutral framed ink-drop mark,
// drawn as shapes only (resvg loads no fonts here).
import { Resvg } from '@resvg/resvg-js';
import { pngSize, type TRenderedExample } from './render-example';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000">
  <rect width="800" height="1000" fill="#f1ece3"/>
  <rect x="40" y="40" width="720" height="920" rx="24" fill="none" stroke="#d6cdbd" stroke-width="6" stroke-dasharray="28 18"/>
  <path d="M400 330c-70 95-120 160-120 225a120 120 0 0 0 240 0c0-65-50-130-120-225z" fill="#bfb3a0"/>
  <circle cx="362" cy="560" r="26" fill="#f1ece3" opacity="0.7"/>
</svg>`;

export function placeholderExample(): TRenderedExample {
  const bytes = new Resvg(SVG, { fitTo: { mode: 'height', value: 1024 }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return { bytes, mime: 'image/png', ...pngSize(bytes) };
}
