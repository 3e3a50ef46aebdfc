import { SUBJECTS, type TSubjectId } from '../core/options';
import { iconPaths } from './assets';
import { BLOCKED_ICON_WORDS, FALLBACK_MOTIFS, MOTIFS, MOTIF_BY_ID, type TMotifDef } from './motifs';
import type { TRng } from './prng';

/** Words in "double quotes" or “curly quotes” are lettering to spell exactly. */
export function extractLettering(prompt: string | undefined): { texts: string[]; rest: string } {
  if (!prompt) return { texts: [], rest: '' };
  const texts: string[] = [];
  const rest = prompt.replace(
    /"([^"]+)"|“([^”]+)”/g,
    (_m, a: string | undefined, b: string | undefined) => {
      const t = (a ?? b ?? '').trim();
      if (t) texts.push(t);
      return ' ';
    },
  );
  return { texts: texts.slice(0, 2), rest };
}

const norm = (s: string) =>
  ' ' +
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim() +
  ' ';

// Longest phrases first so "rose and dagger" beats "rose", "howling wolf" beats "wolf".
const PHRASES: { phrase: string; motif: TMotifDef }[] = MOTIFS.flatMap((m) =>
  m.words.map((w) => ({ phrase: norm(w), motif: m })),
).sort((a, b) => b.phrase.length - a.phrase.length);

const STOP = new Set(
  'a an the and with of in on for my her his their our your tattoo design style small big large tiny little simple piece idea want like some into from that this arm leg back wrist ink inked black white color colour grey gray line lines bold fine'.split(
    ' ',
  ),
);

export interface TSubjectMatch {
  motifs: TMotifDef[];
  matched: boolean;
  note?: string;
}

/** Motifs named in free text, in order of appearance (up to three). */
export function motifsInText(text: string): TMotifDef[] {
  let t = norm(text);
  const found: { at: number; motif: TMotifDef }[] = [];
  for (const { phrase, motif } of PHRASES) {
    let at = t.indexOf(phrase);
    // tolerate simple plurals ("daggers", "foxes" is covered by words)
    if (at < 0) at = t.indexOf(phrase.slice(0, -1) + 's ');
    if (at < 0) continue;
    if (!found.some((f) => f.motif.id === motif.id)) found.push({ at, motif });
    // blank the phrase so "rose and dagger" is not also read as "rose" + "dagger"
    t = t.slice(0, at) + ' '.repeat(phrase.length) + t.slice(at + phrase.length);
  }
  const out = found.sort((a, b) => a.at - b.at).map((f) => f.motif);
  if (out.length === 0) {
    // Open lookup in the whole icon set ("cactus", "rocket"): a real silhouette beats a fallback.
    const icons = iconPaths();
    for (const word of t.trim().split(/\s+/)) {
      if (word.length < 4 || STOP.has(word)) continue;
      const name = icons.has(word)
        ? word
        : icons.has(word.replace(/s$/, ''))
          ? word.replace(/s$/, '')
          : null;
      if (!name || BLOCKED_ICON_WORDS.some((b) => name.includes(b))) continue;
      out.push({
        id: name,
        label: name.replace(/-/g, ' '),
        icon: name,
        words: [word],
        roles: ['red', 'yellow'],
        split: 'v',
        kind: 'figure',
        themes: [],
      });
      if (out.length >= 2) break;
    }
  }
  return dedupe(out).slice(0, 3);
}

function dedupe(list: TMotifDef[]): TMotifDef[] {
  const ids = new Set<string>();
  return list.filter((m) => (ids.has(m.id) ? false : (ids.add(m.id), true)));
}

const THEME_IDS = new Set(SUBJECTS.map((s) => s.value));

const LETTERING_SUBJECT = /^(?:lettering|script|text|words?|quote|typography|calligraphy)$/i;

export function resolveSubject(
  subject: string | undefined,
  promptRest: string,
  rng: TRng,
  hasLettering: boolean,
): TSubjectMatch {
  const subj = (subject ?? '').trim();
  // "lettering" (or "script", "words") chosen as the subject of a piece with words: the words are it
  if (hasLettering && LETTERING_SUBJECT.test(subj)) return { motifs: [], matched: true };
  if (subj && THEME_IDS.has(subj.toLowerCase() as TSubjectId)) {
    const theme = subj.toLowerCase() as TSubjectId;
    // A theme plus named motifs in the prompt: the prompt's motifs lead.
    const named = motifsInText(promptRest);
    if (named.length) return { motifs: named, matched: true };
    const pool = MOTIFS.filter((m) => m.themes.includes(theme));
    const first = rng.pick(pool);
    const motifs = [first];
    if (rng.chance(0.45)) {
      const second = rng.pick(pool.filter((m) => m.id !== first.id && m.kind !== 'round'));
      if (second) motifs.push(second);
    }
    return { motifs, matched: true };
  }
  if (subj) {
    const fromSubject = motifsInText(subj);
    if (fromSubject.length) {
      // in "a lion's face", "feathers cut out", "glowing eyes" the part words describe the
      // subject: they are not extra motifs to draw beside it
      const described = promptRest
        .replace(/\b[a-z]+-like\b/gi, ' ')
        .replace(/\b(faces?|feathers?|wings?|eyes?|claws?)\b/gi, ' ');
      const extra = motifsInText(described).filter((m) => !fromSubject.some((f) => f.id === m.id));
      return { motifs: [...fromSubject, ...extra].slice(0, 3), matched: true };
    }
    const fb = MOTIF_BY_ID.get(rng.pick(FALLBACK_MOTIFS))!;
    return {
      motifs: [fb],
      matched: false,
      note: `No motif for '${subj}' yet, so this uses ${article(fb.label)} ${fb.label.toLowerCase()}, a classic of the same spirit.`,
    };
  }
  const fromPrompt = motifsInText(promptRest);
  if (fromPrompt.length) return { motifs: fromPrompt, matched: true };
  if (promptRest.trim() && !hasLettering) {
    const fb = MOTIF_BY_ID.get(rng.pick(FALLBACK_MOTIFS))!;
    return {
      motifs: [fb],
      matched: false,
      note: `No motif found in the prompt, so this uses ${article(fb.label)} ${fb.label.toLowerCase()}, a flash classic.`,
    };
  }
  // Nothing asked for (or lettering only): a classic carrier for the piece.
  const pick = hasLettering
    ? rng.pick(['heart', 'rose', 'swallow', 'dagger', 'feather'])
    : rng.pick(FALLBACK_MOTIFS);
  return { motifs: [MOTIF_BY_ID.get(pick)!], matched: true };
}

const article = (w: string) => (/^[aeiou]/i.test(w) ? 'an' : 'a');
