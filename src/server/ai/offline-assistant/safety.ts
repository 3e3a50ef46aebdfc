// What the offline assistant refuses or escalates (domain reference §6.4, §7.2, §7.3): hate
// symbols are refused with a short reason; medical treatment is not advised and warning signs go
// to a doctor; culturally sensitive requests get their context (and sacred marks are not drawn).
import { normalizeText } from '../../../core/chat/keywords';

const HATE = [
  /\bswastikas?\b/,
  /\bhakenkreuz\b/,
  /\bss (lightning )?(bolts?|runes?)\b/,
  /\btotenkopf\b/,
  /\bsonnenrad\b/,
  /\bblack sun\b.*\b(nazi|ss)\b|\b(nazi|ss)\b.*\bblack sun\b/,
  /\b1488\b|\b14 ?\/ ?88\b|\b14 words\b|\bfourteen words\b/,
  /\b88\b.*\b(heil|hitler|nazi|white)\b|\b(heil|hitler|nazi|white)\b.*\b88\b/,
  /\brahowa\b/,
  /\bwhite (power|pride)\b/,
  /\b(heil|sieg heil|hitler)\b/,
  /\bnazi\b/,
  /\b(kkk|ku klux)\b/,
  /\bothala\b.*\b(white|aryan|nazi|pride)\b|\b(white|aryan|nazi)\b.*\bothala\b/,
  /\bskinhead\b.*\brunes?\b|\brunes?\b.*\bskinhead\b/,
];

export const HATE_REFUSAL =
  "I can't help with that design. Swastikas, SS bolts, the Totenkopf, the Sonnenrad, hate numbers such as 88, 14 or 14/88, RAHOWA and racist rune slogans are hate symbols (they are listed in the ADL hate symbol database), and InkGlow won't create them. Norse and runic designs on their own are fine, and I'm glad to help with one that isn't tied to hate symbols.";

export function isHateRequest(text: string): boolean {
  const t = normalizeText(text);
  return HATE.some((re) => re.test(t));
}

const TREATMENT =
  /\b(antibiotics?|amoxicillin|penicillin|medicine|medication|meds|pills?|dose|dosage|prescri\w*|steroid|hydrocortisone|antihistamine|cure|treat|treatment|treating|remedy|remedies|drain|pop (it|the|them)|lance|what (should|can|do) i (take|put|use) (for|on) (the |an |my )?(infection|rash|pus|allergy|reaction|bump))\b/;
const WARNING =
  /\b(pus|infect\w*|fever|feverish|chills?|shivering|red streaks?|streaks?|spreading|spreads|hot to the touch|warm to the touch|foul smell|smells?|open sores?|swollen (lymph|glands?)|getting worse|worse and worse|oozing (green|yellow)|green discharge|yellow discharge|raised|bumps?|lumpy|rash|allerg\w*|hives)\b/;

export interface TMedicalCheck {
  /** Asked how to treat something: medicines, doses, draining. */
  treatment: boolean;
  /** Described a warning sign of infection or allergy. */
  warning: boolean;
  /** Red streaks or fever: urgent. */
  urgent: boolean;
}

export function medicalCheck(text: string): TMedicalCheck {
  const t = normalizeText(text);
  return {
    treatment: TREATMENT.test(t),
    warning: WARNING.test(t),
    urgent: /\b(red streaks?|fever|feverish|chills|shivering)\b/.test(t),
  };
}

export const TREATMENT_REFUSAL =
  "I can't give medical treatment advice: which medicine or antibiotic to take, doses, or how to treat an infection or a reaction. That needs a doctor (or a board-certified dermatologist for reactions), not an assistant or your tattoo artist.";

export const URGENT_LINE = 'Red streaks spreading from the tattoo, a fever or chills are urgent: get medical care today.';

/** Culturally sensitive subjects: the knowledge entry to give, and whether the mark must not be drawn. */
const SENSITIVE: { re: RegExp; doc: string; block: boolean }[] = [
  { re: /\b(ta moko|moko kanohi|moko kauae|face moko|moko)\b/, doc: 'culture-maori', block: true },
  { re: /\b(pe'?a|malu|malofie|samoan tatau)\b/, doc: 'culture-samoan', block: true },
  { re: /\b(sak ?yant|yantra)\b/, doc: 'culture-sak-yant', block: true },
  { re: /\b(maori|kirituhi|koru)\b/, doc: 'culture-maori', block: false },
  { re: /\b(haida|tlingit|formline|clan crest)\b/, doc: 'culture-haida', block: false },
  { re: /\b(polynesian|marquesan|hawaiian|kakau|samoan)\b/, doc: 'culture-polynesian', block: false },
  { re: /\b(buddha|ganesh|ganesha|shiva|vishnu|deity|deities)\b/, doc: 'culture-deities', block: false },
  { re: /\b(kanji|chinese characters?|sanskrit|arabic|hebrew|hindi)\b/, doc: 'culture-scripts', block: false },
  { re: /\b(teardrops?|tear drops?|spider ?web|three dots|five dots)\b/, doc: 'culture-gang', block: false },
  { re: /\b(runes?|norse|viking|vegvisir|valknut|yggdrasil|iron cross)\b/, doc: 'culture-norse', block: false },
  { re: /\b(batok|whang-?od)\b/, doc: 'culture-batok', block: false },
];

export function sensitiveSubjects(text: string): { doc: string; block: boolean }[] {
  const t = normalizeText(text);
  const seen = new Set<string>();
  const found: { doc: string; block: boolean }[] = [];
  for (const s of SENSITIVE) {
    if (s.re.test(t) && !seen.has(s.doc)) {
      seen.add(s.doc);
      found.push({ doc: s.doc, block: s.block });
    }
  }
  return found;
}
