// Knowledge entries built from the style library (styles, colour palettes, techniques): each
// paragraph of a style's full description is its own entry, so an answer is one paragraph.
import type { TOfflineCatalog } from '../catalog';
import type { TKnowledgeDoc } from './types';

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

export function catalogDocs(catalog: TOfflineCatalog): TKnowledgeDoc[] {
  const docs: TKnowledgeDoc[] = [];
  for (const style of catalog.styles) {
    const names = `${style.name} ${style.id.replace(/-/g, ' ')}`;
    docs.push({
      id: `style-${style.id}`,
      topics: ['style'],
      title: `${style.name} style`,
      keywords: `${names} style what is look like characteristics`,
      text: `${style.name}: ${style.shortDescription} Hallmarks: ${style.characteristics.join('; ')}.`,
      source: 'InkGlow style library',
    });
    paragraphs(style.fullDescription).forEach((text, i) =>
      docs.push({
        id: `style-${style.id}-p${i + 1}`,
        topics: i === 2 ? ['style', 'ageing'] : i === 3 ? ['style', 'size', 'placement'] : ['style'],
        title: `${style.name} (${['history', 'look', 'ageing', 'who it suits'][i] ?? 'more'})`,
        keywords: names,
        text,
        source: 'InkGlow style library',
      }),
    );
  }
  for (const palette of catalog.palettes)
    docs.push({
      id: `palette-${palette.id}`,
      topics: ['color'],
      title: `${palette.keyword} colour palette`,
      keywords: `${palette.keyword} ${palette.id.replace(/-/g, ' ')} palette colour color ${palette.attributes.join(' ')}`,
      text: palette.detailedDescription,
      source: 'InkGlow colour palettes',
    });
  for (const technique of catalog.techniques)
    docs.push({
      id: `technique-${technique.id}`,
      topics: ['technique'],
      title: `${technique.keyword} technique`,
      keywords: `${technique.keyword} ${technique.id.replace(/-/g, ' ')} technique ${technique.attributes.join(' ')}`,
      text: technique.detailedDescription,
      source: 'InkGlow techniques',
    });
  return docs;
}
