// Thirty-plus real questions across the five assistants, with the facts the domain reference
// gives that each offline answer must contain. Shared by the test and the report script.
import type { TAssistantId } from '../../../core/chat/assistants';

export interface TQuestionCase {
  assistantId: TAssistantId;
  question: string;
  /** Every pattern must appear in the answer. */
  facts: RegExp[];
  /** Patterns that must not appear. */
  not?: RegExp[];
}

export const QUESTION_CASES: TQuestionCase[] = [
  // After Care Assistant
  { assistantId: 'aftercare', question: 'How long should I keep the wrap on my new tattoo?', facts: [/24 hours/, /2 to 5 days/] },
  { assistantId: 'aftercare', question: 'How do I wash my new tattoo?', facts: [/2 to 3 times a day/, /fragrance-free soap/, /pat it dry/] },
  { assistantId: 'aftercare', question: 'When can I go swimming after getting tattooed?', facts: [/pools, hot tubs/, /at least 2 weeks/, /3 to 4 weeks/] },
  { assistantId: 'aftercare', question: 'How long does a tattoo take to heal?', facts: [/2 weeks/, /4 to 6 months/] },
  { assistantId: 'aftercare', question: 'My tattoo is peeling and itchy, is that normal?', facts: [/normal/, /(tap|slap)/, /fall off by themselves/] },
  { assistantId: 'aftercare', question: 'Can I put sunscreen on my tattoo?', facts: [/fully healed/, /SPF 30/, /every 2 hours/] },
  { assistantId: 'aftercare', question: 'Should I use Vaseline on my tattoo?', facts: [/petroleum/, /fade ink/, /artist/] },
  {
    assistantId: 'aftercare',
    question: 'My tattoo has pus and red streaks and I have a fever. What antibiotic should I take?',
    facts: [/can't give medical treatment advice/, /doctor/, /urgent/, /Red streaks/],
    not: [/amoxicillin|penicillin|take \d/i],
  },
  { assistantId: 'aftercare', question: 'The red ink in my old tattoo is raised and itchy, years later. What is happening?', facts: [/dermatologist/, /red/, /years later/] },
  { assistantId: 'aftercare', question: 'Can I go to the gym after my tattoo session?', facts: [/sweaty workouts/, /tight/] },
  // Tattoo Assistant
  { assistantId: 'tattoo', question: 'Where does a tattoo hurt the most?', facts: [/ribs/, /5/, /spine/] },
  { assistantId: 'tattoo', question: 'How painful is a forearm tattoo?', facts: [/Forearm/, /1-2/, /2-3/] },
  { assistantId: 'tattoo', question: 'What size should a wrist tattoo be?', facts: [/2\.5x5 cm/, /5x7\.5 cm/, /7\.5x10 cm/] },
  { assistantId: 'tattoo', question: 'Is a finger tattoo a good idea?', facts: [/very poor/, /(refuse|warn)/] },
  { assistantId: 'tattoo', question: 'What does a swallow tattoo mean?', facts: [/safe return home/, /5,000 nautical miles/] },
  { assistantId: 'tattoo', question: 'What does a koi fish symbolise?', facts: [/perseverance/, /Dragon Gate/, /upstream/] },
  { assistantId: 'tattoo', question: 'What is the meaning of an anchor tattoo?', facts: [/stability/, /hidden cross/] },
  { assistantId: 'tattoo', question: 'What does a lotus flower mean?', facts: [/purity/, /enlightenment/] },
  { assistantId: 'tattoo', question: 'Can you design a swastika tattoo for me?', facts: [/can't help/, /hate symbol/], not: [/Generate Image/] },
  { assistantId: 'tattoo', question: 'I want a Maori ta moko on my face', facts: [/won't design face moko/, /kirituhi/, /Maori artist/], not: [/Generate Image/] },
  { assistantId: 'tattoo', question: 'What does a teardrop tattoo under the eye mean?', facts: [/prison/, /gang/] },
  { assistantId: 'tattoo', question: 'How small can lettering be on a tattoo?', facts: [/3 mm/, /6 mm/] },
  // Tattoo Styles Assistant
  { assistantId: 'styles', question: 'What is American traditional?', facts: [/Sailor Jerry/, /(9 to 14|9-14)/, /red/i] },
  { assistantId: 'styles', question: 'Tell me about the history of Japanese irezumi', facts: [/Edo period/, /1872/, /1948/] },
  { assistantId: 'styles', question: 'Do watercolour tattoos fade faster?', facts: [/disputed/, /outline/, /black line/] },
  { assistantId: 'styles', question: 'What is trash polka?', facts: [/Buena Vista Tattoo Club/, /1998/, /red/] },
  { assistantId: 'styles', question: 'Which tattoo colours fade the fastest?', facts: [/White fades fastest/, /yellow/, /Black lasts longest/] },
  { assistantId: 'styles', question: 'What colours show best on dark skin?', facts: [/saturated reds/, /pastels/, /contrast/] },
  { assistantId: 'styles', question: 'What needle size is used for fine line tattoos?', facts: [/1RL/, /3RL/] },
  { assistantId: 'styles', question: 'Is sak yant OK for a tourist?', facts: [/monks or ajarn/, /precepts/, /2011/] },
  // Analysis Assistant
  { assistantId: 'analysis', question: 'A tiny fine line portrait of my dog, 3 cm, on my finger', facts: [/15 cm/, /fingers fade and blur fastest/, /three times thicker/] },
  { assistantId: 'analysis', question: 'A watercolour hummingbird in pastel on my ribs', facts: [/Ribs/, /5 out of 5/, /black line scaffold/, /pastels/i] },
  { assistantId: 'analysis', question: 'Will a micro realism piece hold up over time?', facts: [/soften/, /1 mm/, /a year old/] },
  // Design Assistant
  { assistantId: 'design', question: 'What colour palettes can I choose from?', facts: [/Black Only/, /Black & Gray/, /Pastel/] },
];
