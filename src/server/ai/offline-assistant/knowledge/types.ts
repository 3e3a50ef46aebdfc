// One entry of the offline assistant's knowledge base.
export type TTopic =
  | 'aftercare'
  | 'warning'
  | 'placement'
  | 'pain'
  | 'size'
  | 'ageing'
  | 'style'
  | 'technique'
  | 'color'
  | 'symbolism'
  | 'culture'
  | 'lettering'
  | 'safety'
  | 'general';

export interface TKnowledgeDoc {
  id: string;
  topics: TTopic[];
  title: string;
  /** Extra words people use for this entry (aliases, names). */
  keywords: string;
  /** The answer, in plain sentences. */
  text: string;
  /** Where the facts come from (shown as "Source: ..."). */
  source?: string;
}
