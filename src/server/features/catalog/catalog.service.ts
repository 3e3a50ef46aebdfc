// Catalogue rows to the API's camelCase records (ARCHITECTURE §6), and the spec's keyword loader.
import {
  CARD_IMAGE_WIDTH,
  DETAIL_IMAGE_WIDTH,
  generatorStyleFor,
  imageVariantUrl,
  type TCatalogImage,
  type TColorList,
  type TKeywordSets,
  type TStyleDetail,
  type TStyleExample,
  type TStyleList,
  type TStyleSummary,
  type TStyleTrait,
  type TTechniqueList,
  type TThemeList,
} from '../../../core/catalog-schemas';
import type { TCatalogRepository, TStyleSummaryRow } from './catalog.repository';

/** The variant at `displayWidth` (never wider than the original), with its own pixel size. */
export function catalogImage(
  row: Pick<TStyleSummaryRow, 'image_id' | 'image_width' | 'image_height'>,
  displayWidth: number,
): TCatalogImage | null {
  if (!row.image_id || !row.image_width || !row.image_height) return null;
  const width = Math.min(displayWidth, row.image_width);
  return {
    id: row.image_id,
    url: imageVariantUrl(row.image_id, displayWidth),
    width,
    height: Math.max(1, Math.round((row.image_height * width) / row.image_width)),
  };
}

function summary(row: TStyleSummaryRow, displayWidth: number): TStyleSummary {
  return {
    id: row.id,
    name: row.name,
    shortDescription: row.short_description,
    characteristics: row.characteristics,
    traits: row.traits as TStyleTrait[],
    image: catalogImage(row, displayWidth),
  };
}

const uniqueLower = (words: string[]) => [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];

export function createCatalogService(repository: TCatalogRepository) {
  return {
    async listStyles(): Promise<TStyleList> {
      return { styles: (await repository.listStyles()).map((row) => summary(row, CARD_IMAGE_WIDTH)) };
    },

    async getStyle(id: string): Promise<TStyleDetail | undefined> {
      const row = await repository.findStyle(id);
      if (!row) return undefined;
      const example = row.example as TStyleExample;
      return {
        ...summary(row, DETAIL_IMAGE_WIDTH),
        fullDescription: row.full_description,
        example,
        generatorStyle: generatorStyleFor(row.id, example.style),
      };
    },

    async listColors(): Promise<TColorList> {
      return {
        colors: (await repository.listColors()).map((r) => ({ ...toKeywordRecord(r), colors: r.colors })),
      };
    },

    async listTechniques(): Promise<TTechniqueList> {
      return {
        techniques: (await repository.listTechniques()).map(toKeywordRecord),
      };
    },

    async listThemes(): Promise<TThemeList> {
      return {
        themes: (await repository.listThemes()).map((r) => ({ id: r.id, category: r.category, items: r.items })),
      };
    },

    /** Spec §7 keyword loader: subject words from the themes, the rest from their tables. */
    async keywords(): Promise<TKeywordSets> {
      const [styleRows, techniqueRows, colorRows, themeRows] = await Promise.all([
        repository.listStyles(),
        repository.listTechniques(),
        repository.listColors(),
        repository.listThemes(),
      ]);
      return {
        subject: uniqueLower(themeRows.flatMap((t) => t.items)),
        style: uniqueLower(styleRows.map((s) => s.name)),
        technique: uniqueLower(techniqueRows.map((t) => t.keyword)),
        color: uniqueLower(colorRows.map((c) => c.keyword)),
      };
    },
  };
}

export type TCatalogService = ReturnType<typeof createCatalogService>;

/** Palette and technique rows share the spec's keyword-record fields (seed-spec §3). */
function toKeywordRecord(r: {
  id: string;
  keyword: string;
  short_description: string;
  detailed_description: string;
  attributes: string[];
  guidance_level: string;
}) {
  return {
    id: r.id,
    keyword: r.keyword,
    shortDescription: r.short_description,
    detailedDescription: r.detailed_description,
    attributes: r.attributes,
    guidanceLevel: r.guidance_level,
  };
}
