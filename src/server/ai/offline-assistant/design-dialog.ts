// The design slots dialog: says what it has understood, asks for the next missing field (one
// question at a time) with options from the catalogue, and offers to generate when complete.
import { FIELD_LABELS, type TDesignFields, type TFieldName } from '../../../core/chat/fields';
import { COMPOSITIONS, PALETTES, PLACEMENTS, STYLES, TECHNIQUES, labelOf } from '../../../core/options';
import type { TChatMode } from '../../../core/routing';
import type { TOfflineCatalog } from './catalog';
import { PLACEMENT_FACTS } from './knowledge/placements';

const firstClause = (text: string) => text.split(/(?<=[.:;])\s/)[0].replace(/[.:;]$/, '');

/** "wolf, Realism, Black & Gray, Forearm". */
export function describeFields(fields: TDesignFields): string {
  const parts: string[] = [];
  if (fields.subject) parts.push(fields.subject);
  if (fields.text && !fields.subject?.includes(fields.text)) parts.push(`the words "${fields.text}"`);
  if (fields.style) parts.push(`${labelOf(STYLES, fields.style)} style`);
  if (fields.color) parts.push(`${labelOf(PALETTES, fields.color)} palette`);
  if (fields.technique) parts.push(labelOf(TECHNIQUES, fields.technique).toLowerCase());
  if (fields.composition) parts.push(`${labelOf(COMPOSITIONS, fields.composition).toLowerCase()} composition`);
  if (fields.placement) parts.push(`on the ${labelOf(PLACEMENTS, fields.placement).toLowerCase()}`);
  return parts.join(', ');
}

function styleOptions(catalog: TOfflineCatalog): string {
  return STYLES.slice(0, 10)
    .map((s) => {
      const record = catalog.styles.find((c) => c.id === s.value);
      return record ? `**${s.label}** (${firstClause(record.shortDescription).toLowerCase()})` : `**${s.label}**`;
    })
    .join('; ');
}

function paletteOptions(catalog: TOfflineCatalog): string {
  return PALETTES.map((p) => {
    const record = catalog.palettes.find((c) => c.id === p.value);
    return record ? `**${p.label}** (${firstClause(record.shortDescription).toLowerCase()})` : `**${p.label}**`;
  }).join('; ');
}

function placementOptions(): string {
  return PLACEMENTS.map((p) => {
    const fact = PLACEMENT_FACTS.find((f) => f.id === p.value);
    return fact ? `**${p.label}** (${fact.sizes.split(',')[0].replace(/^small /, 'small ')}, pain ${fact.pain.split(',')[0]})` : `**${p.label}**`;
  }).join('; ');
}

function subjectOptions(catalog: TOfflineCatalog): string {
  const picks = catalog.themes.slice(0, 6).map((t) => `${t.items[0]} (${t.category.toLowerCase()})`);
  return picks.length ? picks.join(', ') : 'a wolf, a rose, a compass, a koi, a phoenix';
}

export type TOptionList = 'style' | 'color' | 'technique' | 'placement';

/** The catalogue's options for one field, as a sentence. */
export function optionsFor(list: TOptionList, catalog: TOfflineCatalog): string {
  switch (list) {
    case 'style':
      return `The generator's styles: ${styleOptions(catalog)}. The style library has ${catalog.styles.length} styles to read about.`;
    case 'color':
      return `The colour palettes: ${paletteOptions(catalog)}.`;
    case 'technique':
      return `The techniques: ${TECHNIQUES.map((t) => {
        const record = catalog.techniques.find((c) => c.id === t.value);
        return record ? `**${t.label}** (${firstClause(record.shortDescription).toLowerCase()})` : `**${t.label}**`;
      }).join('; ')}.`;
    case 'placement':
      return `Placements with typical sizes: ${placementOptions()}.`;
  }
}

export function questionFor(field: TFieldName, fields: TDesignFields, catalog: TOfflineCatalog): string {
  switch (field) {
    case 'subject':
      return `What should the tattoo show? For example ${subjectOptions(catalog)}, or anything that means something to you.`;
    case 'style':
      return `Which style would you like${fields.subject ? ` for the ${fields.subject}` : ''}? Options: ${styleOptions(catalog)}.`;
    case 'color':
      return `Which colour palette? Options: ${paletteOptions(catalog)}.`;
    case 'placement':
      return `Where on the body will it go? Typical sizes: ${placementOptions()}.`;
    case 'text':
      return 'What words should it say? Put them in quotes, for example "Hold Fast".';
  }
}

function extrasHint(fields: TDesignFields): string {
  const extras: string[] = [];
  if (!fields.technique) extras.push(`a technique (${TECHNIQUES.slice(0, 4).map((t) => t.label).join(', ')}...)`);
  if (!fields.composition) extras.push(`a composition (${COMPOSITIONS.slice(0, 3).map((c) => c.label).join(', ')}...)`);
  return extras.length ? ` If you like, you can still add ${extras.join(' or ')}.` : '';
}

export interface TDialogTurn {
  text: string;
  ready: boolean;
}

/** One turn of the slots dialog. */
export function designTurn(input: {
  fields: TDesignFields;
  mode: TChatMode;
  missing: readonly TFieldName[];
  newlySet: boolean;
  asksForImage: boolean;
  catalog: TOfflineCatalog;
}): TDialogTurn {
  const { fields, missing, catalog } = input;
  const summary = describeFields(fields);
  const got = input.newlySet && summary ? `Got it: ${summary}.` : '';
  if (missing.length === 0) {
    const close = input.asksForImage
      ? 'Generating your design now.'
      : `That's everything the design needs${input.mode === 'body_preview' ? ' for a body preview' : ''}. Press **Generate Image** or say "show me" when you're ready.${extrasHint(fields)}`;
    return { text: [got || (summary ? `So far: ${summary}.` : ''), close].filter(Boolean).join(' '), ready: true };
  }
  const needed = input.asksForImage ? `Before I can draw it I still need: ${missing.map((f) => FIELD_LABELS[f]).join(', ')}.` : '';
  return { text: [got, needed, questionFor(missing[0], fields, catalog)].filter(Boolean).join(' '), ready: false };
}
