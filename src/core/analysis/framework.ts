// The analysis frameworks: the static eight-step framework shown on /analysis (spec §2: Style,
// Technique, Composition, Dimension, Emotion, Keywords, Interpretation, Review; each with a title,
// a description and titled elements) and the seven steps of a concept analysis.
export interface TFrameworkElement {
  title: string;
  description: string;
}

export interface TFrameworkStep {
  id: string;
  title: string;
  description: string;
  elements: TFrameworkElement[];
}

export const IMAGE_FRAMEWORK: TFrameworkStep[] = [
  {
    id: 'style',
    title: 'Style',
    description: 'Which tattoo tradition the piece belongs to, and how faithfully it follows it.',
    elements: [
      {
        title: 'Tradition',
        description:
          'Traditional, Japanese, realism, fine line, blackwork and the rest of the library.',
      },
      {
        title: 'Hallmarks',
        description: 'The line, colour and shading choices that mark the style.',
      },
      { title: 'Influences', description: 'Art movements or other styles it borrows from.' },
    ],
  },
  {
    id: 'technique',
    title: 'Technique',
    description: 'How the ink is put down: line weights, shading and colour packing.',
    elements: [
      {
        title: 'Line work',
        description: 'Outline weight and consistency, measured in millimetres at size.',
      },
      { title: 'Shading', description: 'Whip, stipple, smooth grey wash or solid black.' },
      {
        title: 'Colour application',
        description: 'Flat packed colour, blends, or black and grey only.',
      },
    ],
  },
  {
    id: 'composition',
    title: 'Composition',
    description: 'How the elements are arranged and how the design fits the body.',
    elements: [
      { title: 'Balance', description: 'Mirror symmetry or deliberate asymmetry.' },
      { title: 'Focal point', description: 'Where the eye lands first and how it moves.' },
      { title: 'Flow and fit', description: 'Whether the shape suits the chosen placement.' },
    ],
  },
  {
    id: 'dimension',
    title: 'Dimension',
    description: 'Depth, volume and contrast: what makes it read from across a room.',
    elements: [
      { title: 'Contrast', description: 'The range from the darkest ink to bare skin.' },
      { title: 'Tonal range', description: 'How many steps of grey or colour carry the shading.' },
      { title: 'Depth cues', description: 'Overlaps, shadows and highlights that suggest volume.' },
    ],
  },
  {
    id: 'emotion',
    title: 'Emotion',
    description: 'The mood the piece sets and the feeling it leaves.',
    elements: [
      { title: 'Mood', description: 'Calm, fierce, playful, melancholic.' },
      { title: 'Colour temperature', description: 'Warm, cool or neutral palette.' },
      { title: 'Visual weight', description: 'Heavy and dramatic, or light and airy.' },
    ],
  },
  {
    id: 'keywords',
    title: 'Keywords',
    description: 'Short tags that describe the piece, useful for searching and briefing an artist.',
    elements: [
      { title: 'Subject', description: 'What is depicted.' },
      { title: 'Style and technique', description: 'The tradition and how it is inked.' },
      { title: 'Colour', description: 'The palette in plain words.' },
    ],
  },
  {
    id: 'interpretation',
    title: 'Interpretation',
    description: 'What the imagery is commonly said to mean, and the cultural context to respect.',
    elements: [
      { title: 'Symbolism', description: 'Conventional meanings of the motifs.' },
      {
        title: 'Cultural context',
        description: 'Imagery with religious or Indigenous significance.',
      },
      {
        title: 'Personal meaning',
        description: 'What it means to the wearer, which matters most.',
      },
    ],
  },
  {
    id: 'review',
    title: 'Review',
    description: 'Whether it will work as a tattoo: size, placement and how it will age.',
    elements: [
      {
        title: 'Tattooability',
        description: 'Lines under 0.5 mm or gaps under 1.5 mm at the chosen size are flagged.',
      },
      {
        title: 'Ageing',
        description: 'Lines spread over the years; how the piece reads in ten years.',
      },
      {
        title: 'Suggestions',
        description: 'Size, simplification or colour changes that would help.',
      },
    ],
  },
];

/** The seven steps of a concept (text) analysis. */
export const CONCEPT_STEPS: TFrameworkElement[] = [
  {
    title: 'Concept',
    description: 'The idea restated, and what it names: motifs, styles, placement.',
  },
  { title: 'Symbolism', description: 'What the named motifs are commonly said to mean.' },
  {
    title: 'Style fit',
    description: 'The styles from the library that suit the idea, with their hallmarks.',
  },
  {
    title: 'Composition',
    description: 'How to arrange the elements so the piece reads at tattoo size.',
  },
  {
    title: 'Placement and size',
    description: 'Where it sits, how big it must be, and how that area ages.',
  },
  {
    title: 'Colour',
    description: 'The palette and how those inks age and show on different skin tones.',
  },
  { title: 'Brief for the artist', description: 'A short brief to take to a consultation.' },
];
