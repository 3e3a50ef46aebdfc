// Commonly cited meanings of tattoo motifs (shared/reference/tattoo-domain.md §7.1), for the
// concept analysis. Meanings are conventional, never fixed: present them as "often said to mean".
export interface TMotif {
  id: string;
  /** Words that name the motif in a description (lower case, singular). */
  words: string[];
  meaning: string;
  note?: string;
}

export const MOTIFS: TMotif[] = [
  {
    id: 'rose',
    words: ['rose', 'roses'],
    meaning: 'love and beauty; with thorns, love and pain; also memorial',
  },
  {
    id: 'dagger',
    words: ['dagger', 'knife', 'blade'],
    meaning: 'courage, action, sacrifice; through a heart, betrayal or heartbreak',
  },
  {
    id: 'swallow',
    words: ['swallow', 'swallows'],
    meaning: 'a safe return home and loyalty (sailor lore)',
  },
  { id: 'anchor', words: ['anchor'], meaning: 'stability and staying grounded; sailor heritage' },
  {
    id: 'compass',
    words: ['compass', 'nautical star'],
    meaning: "guidance, travel, finding one's way home",
  },
  { id: 'ship', words: ['ship', 'boat'], meaning: 'a journey; in sailor lore, rounding Cape Horn' },
  {
    id: 'dragon',
    words: ['dragon'],
    meaning: 'wisdom, strength and protection in East Asian tradition',
  },
  {
    id: 'skull',
    words: ['skull', 'skulls'],
    meaning: 'mortality (memento mori), living fully, remembrance',
  },
  {
    id: 'snake',
    words: ['snake', 'serpent'],
    meaning: 'rebirth and transformation, healing, protection, temptation',
  },
  {
    id: 'koi',
    words: ['koi', 'carp'],
    meaning: 'perseverance: the carp that climbs the waterfall to become a dragon',
  },
  {
    id: 'tiger',
    words: ['tiger'],
    meaning: 'strength, courage, protection against evil and bad luck',
  },
  { id: 'phoenix', words: ['phoenix'], meaning: 'rebirth, renewal, triumph over hardship' },
  {
    id: 'hannya',
    words: ['hannya'],
    meaning: 'jealousy and rage turned demonic; also read as protective',
    note: 'Japanese Noh theatre',
  },
  {
    id: 'cherry-blossom',
    words: ['cherry blossom', 'sakura'],
    meaning: 'beauty and the brevity of life',
  },
  { id: 'peony', words: ['peony', 'peonies'], meaning: 'wealth, good fortune, bold beauty' },
  {
    id: 'lotus',
    words: ['lotus'],
    meaning: 'purity, rising above hardship, enlightenment',
    note: 'a Buddhist and Hindu symbol; treat it respectfully',
  },
  { id: 'wolf', words: ['wolf', 'wolves'], meaning: 'loyalty, family, instinct, independence' },
  { id: 'lion', words: ['lion'], meaning: 'courage, strength, honour, leadership' },
  {
    id: 'butterfly',
    words: ['butterfly', 'butterflies'],
    meaning: 'transformation, rebirth, beauty',
  },
  { id: 'moon', words: ['moon', 'crescent'], meaning: 'cycles, intuition, night' },
  { id: 'sun', words: ['sun'], meaning: 'life, energy, rebirth; with the moon, balance' },
  { id: 'heart', words: ['heart'], meaning: 'love; with a banner and a name, devotion' },
  { id: 'owl', words: ['owl'], meaning: 'wisdom and insight; in some cultures an omen of death' },
  {
    id: 'feather',
    words: ['feather'],
    meaning: 'freedom, lightness, spirituality; also memorial',
    note: 'eagle feathers carry specific Indigenous meanings',
  },
  {
    id: 'eye',
    words: ['eye', 'all-seeing eye', 'eye of horus'],
    meaning: 'watchfulness, protection, insight',
  },
  {
    id: 'hand',
    words: ['hamsa', 'praying hands'],
    meaning: 'protection (hamsa) or faith (praying hands)',
  },
  {
    id: 'clock',
    words: ['clock', 'pocket watch'],
    meaning: 'passing time and mortality; a time of birth or death',
  },
  { id: 'hourglass', words: ['hourglass'], meaning: 'time running out, mortality' },
  { id: 'crown', words: ['crown'], meaning: 'authority, achievement, self-worth' },
  {
    id: 'spider-web',
    words: ['spider web', 'spiderweb', 'cobweb'],
    meaning: 'entrapment',
    note: 'can signal prison time; ask the artist about local readings',
  },
  { id: 'scorpion', words: ['scorpion'], meaning: 'control, protection, danger' },
  { id: 'raven', words: ['raven', 'crow'], meaning: 'fate, messages, mystery' },
  { id: 'dove', words: ['dove'], meaning: 'peace, love, the Holy Spirit' },
  { id: 'hummingbird', words: ['hummingbird'], meaning: 'joy and love' },
  { id: 'bee', words: ['bee', 'honeybee'], meaning: 'hard work, loyalty, community' },
  { id: 'crane', words: ['crane'], meaning: 'longevity, peace, good luck' },
  { id: 'barbed-wire', words: ['barbed wire'], meaning: 'suffering, confinement, endurance' },
  {
    id: 'koru',
    words: ['koru'],
    meaning: 'new life, growth, harmony',
    note: 'a Maori form: see the cultural note and consider kirituhi with a Maori artist',
  },
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Motifs named in a description, in the order of the table. */
export function findMotifs(text: string): TMotif[] {
  const lower = text.toLowerCase();
  return MOTIFS.filter((m) => m.words.some((w) => new RegExp(`\\b${escape(w)}\\b`).test(lower)));
}
