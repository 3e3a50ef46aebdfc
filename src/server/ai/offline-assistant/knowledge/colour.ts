// Colour ageing, skin tone and grey wash, from the domain reference §5.
import type { TKnowledgeDoc } from './types';

export const COLOUR_DOCS: TKnowledgeDoc[] = [
  {
    id: 'colour-fading',
    topics: ['color', 'ageing'],
    title: 'Which tattoo colours fade fastest and which last longest',
    keywords: 'colour color fade fading fastest last longest white yellow pastel black red ink',
    text: 'Black lasts longest and holds colour in place as an outline; black and grey work generally needs fewer touch-ups than colour. White fades fastest and can melt into the skin tone or look like scarring; yellow, pastels and light tints (pink, light blue, lavender, light green) fade next; bright reds, oranges, yellows and greens lose vibrancy sooner than dark blues, dark greens, purples and greys. UV light is the main fader.',
    source: 'domain reference §5.2',
  },
  {
    id: 'colour-skin-tone',
    topics: ['color'],
    title: 'Colour on dark, medium and light skin tones',
    keywords: 'skin tone dark skin brown skin black skin olive melanin colour color show pastel white which colours',
    text: 'Ink sits under the melanin-holding epidermis, so the skin acts like a tinted filter: the more melanin, the more colours look muted, warmer or darker. On darker skin, saturated reds, oranges, royal and deep blues, emerald greens, purples and black read best, while pastels, pale yellow, pale pink and white show poorly; bolder lines, larger shapes and strong contrast help. On medium and olive skin bold warm saturated colours show well. On lighter skin nearly all colours show brightly. "Colour won\'t work on dark skin" is a myth: raise the contrast instead.',
    source: 'domain reference §5.3',
  },
  {
    id: 'colour-traditional-palette',
    topics: ['color', 'style'],
    title: 'The classic American traditional palette',
    keywords: 'traditional palette flash colours red yellow green blue brown purple',
    text: 'American traditional uses black outlines with red, yellow, green, blue and brown, with purple added later: a few colours used with intent, strong black, and clear contrast that reads from across a room.',
    source: 'domain reference §5.1',
  },
  {
    id: 'colour-grey-wash',
    topics: ['color', 'technique'],
    title: 'Black and grey wash',
    keywords: 'black and grey gray wash greywash shading diluted',
    text: 'Greys are made by diluting black ink with distilled water in several strengths (a grey wash), usually at least three shades; white adds highlights. Strong solid blacks are essential: without them, grey work looks faded within a few years, and greys tend to heal lighter than they look fresh.',
    source: 'domain reference §5.4',
  },
  {
    id: 'colour-white-ink',
    topics: ['color', 'style', 'ageing'],
    title: 'White ink tattoos',
    keywords: 'white ink white tattoo',
    text: 'White ink fades fastest of all: it can yellow, melt into the skin tone or look like scarring. Treat a white-only tattoo as subtle and short-lived.',
    source: 'domain reference §4, §5.2',
  },
];

export const STYLE_FACT_DOCS: TKnowledgeDoc[] = [
  {
    id: 'style-fact-watercolour',
    topics: ['style', 'ageing'],
    title: 'Do watercolour tattoos fade faster?',
    keywords: 'watercolor watercolour fade faster last outline no outline',
    text: 'This is disputed: many artists expect watercolour work without outlines to fade and blur sooner, and adding a black line scaffold helps it hold. Watercolour became popular in the late 2000s-2010s; Amanda Wachob in New York is the most credited artist, though not the sole inventor.',
    source: 'domain reference §4, §5.2',
  },
  {
    id: 'style-fact-trash-polka',
    topics: ['style'],
    title: 'Trash polka',
    keywords: 'trash polka buena vista wurzburg red and black collage',
    text: 'Trash polka is a collage of photoreal elements with brush strokes, splatter and bold type in black and red, created at Buena Vista Tattoo Club in Würzburg, Germany, in 1998 by Simone Pfaff and Volko Merschky (the name is their registered trademark). Its big black and red areas hold up well.',
    source: 'domain reference §4',
  },
  {
    id: 'style-fact-blackwork-dotwork',
    topics: ['style', 'technique'],
    title: 'Blackwork and dotwork',
    keywords: 'blackwork dotwork difference stippling solid black dots',
    text: 'Blackwork is heavy black: bold shapes, solid areas, patterns and negative space, very durable when the black is packed consistently. Dotwork builds images and tone from dots (stippling) with 1-3RL needles; dots merge if they are too dense or too small, so keep dot centres at least two dot widths apart.',
    source: 'domain reference §2.5, §4',
  },
  {
    id: 'style-fact-needles',
    topics: ['technique', 'style'],
    title: 'Needles and line weights by style',
    keywords: 'needle needles rl round liner magnum line weight outline thickness 1rl 3rl 7rl 9rl 14rl',
    text: 'A code like 1207RL means #12 needles (0.35 mm), 7 of them, round liner. Fine line uses 1RL-3RL (about 0.3-0.8 mm fresh lines); standard outlines 7RL (1.0-1.2 mm); bold traditional outlines 9-14RL (about 1.2-1.9 mm); Japanese borders often 11-14RL. Magnums are for fills and shading; realism usually has no outline at all.',
    source: 'domain reference §2',
  },
];
