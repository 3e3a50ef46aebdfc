// The chat's five assistants (spec §2): ids, names, greetings and what each one focuses on. Pure.
export const ASSISTANT_IDS = ['tattoo', 'design', 'analysis', 'styles', 'aftercare'] as const;
export type TAssistantId = (typeof ASSISTANT_IDS)[number];

export interface TAssistantInfo {
  id: TAssistantId;
  name: string;
  /** One line under the name in the list. */
  tagline: string;
  greeting: string;
}

export const ASSISTANTS: readonly TAssistantInfo[] = [
  {
    id: 'tattoo',
    name: 'Tattoo Assistant',
    tagline: 'Ideas, meanings, placement, pain and size',
    greeting:
      "Hi, I'm the Tattoo Assistant. Tell me about the tattoo you have in mind: what it should show, where it goes and what it means to you. I can help with ideas, symbolism, placement, pain and size.",
  },
  {
    id: 'design',
    name: 'Design Assistant',
    tagline: 'Turns your idea into a design you can generate',
    greeting:
      "Hi, I'm the Design Assistant. Describe your tattoo idea and I'll collect what a design needs (subject, style, colour and placement), one question at a time. When it's complete, press Generate Image or just say \"show me\".",
  },
  {
    id: 'analysis',
    name: 'Analysis Assistant',
    tagline: 'Checks a concept: readability, ageing, fit',
    greeting:
      "Hi, I'm the Analysis Assistant. Describe a tattoo concept or an existing piece and I'll look at it the way an artist would: style, technique, composition, size, placement and how it will age.",
  },
  {
    id: 'styles',
    name: 'Tattoo Styles Assistant',
    tagline: 'Styles, history, line weights and palettes',
    greeting:
      "Hi, I'm the Tattoo Styles Assistant. Ask me about any style, from American traditional and Japanese irezumi to fine line, blackwork or watercolour: where it comes from, how it looks and how it ages.",
  },
  {
    id: 'aftercare',
    name: 'After Care Assistant',
    tagline: 'Healing, aftercare and when to see a doctor',
    greeting:
      "Hi, I'm the After Care Assistant. Ask me how to look after a new tattoo, what normal healing looks like and how long it takes. I give general guidance, your artist's sheet comes first, and for signs of infection or allergy I'll point you to a doctor.",
  },
];

export const assistantInfo = (id: TAssistantId): TAssistantInfo => ASSISTANTS.find((a) => a.id === id) ?? ASSISTANTS[0];
