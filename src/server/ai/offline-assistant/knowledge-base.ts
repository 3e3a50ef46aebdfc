// The offline assistant's knowledge base: the domain reference entries plus the style library,
// indexed with MiniSearch (BM25 ranking, prefix and fuzzy matching, field boosts).
import MiniSearch from 'minisearch';
import type { TOfflineCatalog } from './catalog';
import { AFTERCARE_DOCS } from './knowledge/aftercare';
import { catalogDocs } from './knowledge/catalog-docs';
import { COLOUR_DOCS, STYLE_FACT_DOCS } from './knowledge/colour';
import { PLACEMENT_DOCS } from './knowledge/placements';
import { CULTURE_DOCS, SYMBOL_DOCS } from './knowledge/symbolism';
import type { TKnowledgeDoc, TTopic } from './knowledge/types';

/** Words that say nothing about which entry is meant. */
const STOP_WORDS = new Set(
  `a an the and or but of to in on at for with from by about as is are was were be been being do does did
  i me my mine you your we our it its this that these those there here what which who whom how when where why
  can could should would will shall may might must have has had get got getting gets just really very so too
  tattoo tattoos tattooed tattooing ink inked want wanted like know tell please thanks thank hi hello hey
  some any much many more most one two also if then than them they he she him her his hers their into up out
  good bad best idea ideas think thinking am not no yes ok okay after new session get`.split(/\s+/),
);

export interface TSearchHit {
  doc: TKnowledgeDoc;
  score: number;
}

export interface TKnowledgeBase {
  search(query: string, options?: { boostTopics?: readonly TTopic[]; limit?: number }): TSearchHit[];
  get(id: string): TKnowledgeDoc | undefined;
  readonly size: number;
}

export function domainDocs(): TKnowledgeDoc[] {
  return [...AFTERCARE_DOCS, ...PLACEMENT_DOCS, ...SYMBOL_DOCS, ...CULTURE_DOCS, ...COLOUR_DOCS, ...STYLE_FACT_DOCS];
}

export function createKnowledgeBase(catalog: TOfflineCatalog): TKnowledgeBase {
  const docs = [...domainDocs(), ...catalogDocs(catalog)];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const index = new MiniSearch<TKnowledgeDoc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: [],
    processTerm: (term) => {
      const t = term.toLowerCase().replace(/'s$/, '');
      if (t.length < 2 || STOP_WORDS.has(t)) return null;
      // colour/color, watercolour/watercolor, symbolise/symbolize read the same.
      return t.replace(/our/g, 'or').replace(/ise$/, 'ize').replace(/ised$/, 'ized');
    },
    searchOptions: { boost: { title: 3, keywords: 2.5, text: 1 }, prefix: (t) => t.length > 4, fuzzy: (t) => (t.length > 5 ? 0.15 : false), combineWith: 'OR' },
  });
  index.addAll(docs);

  return {
    size: docs.length,
    get: (id) => byId.get(id),
    search(query, { boostTopics = [], limit = 5 } = {}) {
      const hits = index.search(query, {
        boostDocument: (id) => {
          const doc = byId.get(String(id));
          return doc && doc.topics.some((t) => boostTopics.includes(t)) ? 1.6 : 1;
        },
      });
      return hits.slice(0, limit).map((h) => ({ doc: byId.get(String(h.id))!, score: h.score }));
    },
  };
}
