// Placements, sizes, pain and ageing, from the domain reference §1 (studio size charts, pain
// charts on a 1-5 scale, dermatologist remarks) and §2.5 (lettering and detail sizes).
import type { TKnowledgeDoc } from './types';

interface TPlacementFact {
  id: string;
  name: string;
  aliases: string;
  sizes: string;
  pain: string;
  ageing: string;
  visibility: string;
}

export const PLACEMENT_FACTS: TPlacementFact[] = [
  { id: 'forearm', name: 'Forearm', aliases: 'forearm inner forearm outer forearm arm', sizes: 'small 5x7.5 cm, medium 10x15 cm, large 15x20 cm, up to a half-sleeve of about 12x25 cm wrapping round', pain: 'outer forearm 1-2 out of 5, inner forearm 2-3', ageing: 'good; the inner forearm is often named among the areas that age well', visibility: 'very visible and hard to hide in short sleeves' },
  { id: 'upper-arm', name: 'Upper arm', aliases: 'upper arm bicep biceps outer arm', sizes: 'small 7.5x10 cm, medium 15x20 cm, large 20x30 cm', pain: 'outer arm 2 out of 5, inner bicep 3', ageing: 'moderate; upper-arm skin loosens and sags with age', visibility: 'covered by a T-shirt sleeve when small' },
  { id: 'back', name: 'Back', aliases: 'back upper back lower back backpiece shoulder blades', sizes: 'upper back 25x15 to 40x25 cm; a full back about 35-45 x 45-60 cm', pain: 'upper back and shoulder blades 2 out of 5, near the spine 4-5, lower back 3', ageing: 'good; back skin changes little', visibility: 'private and easy to cover' },
  { id: 'chest', name: 'Chest', aliases: 'chest pec pecs', sizes: 'one side 12x12 to 20x20 cm; full chest 30-40 x 20-30 cm', pain: '3-4 out of 5, higher at the centre and collarbone', ageing: 'fair; breast tissue and weight change can stretch designs', visibility: 'covered by most tops' },
  { id: 'shoulder', name: 'Shoulder', aliases: 'shoulder deltoid shoulder cap', sizes: 'small 10x10 cm, medium 20x20 cm, large 30x30 cm', pain: '2 out of 5', ageing: 'good; shoulder skin is tight and sags little', visibility: 'covered by a T-shirt' },
  { id: 'leg', name: 'Leg sleeve', aliases: 'leg leg sleeve full leg knee shin', sizes: 'wraps all the way round; roughly 70-95 cm long on adults', pain: 'mixed: thigh 2, knee 4-5, shin 4, ankle 4 out of 5', ageing: 'mixed by zone; knees distort, shins and ankles rub on clothing', visibility: 'covered by trousers' },
  { id: 'thigh', name: 'Thigh', aliases: 'thigh thighs outer thigh inner thigh', sizes: 'small 7.5x10 cm, medium 15x20 cm, large 20x30 cm or more', pain: 'outer thigh 2 out of 5, inner thigh 3-4', ageing: 'moderate; thighs stretch with weight or muscle change', visibility: 'private' },
  { id: 'calf', name: 'Calf', aliases: 'calf calves', sizes: 'small 7.5x10 cm, medium 10x15 cm, large 15x20 cm or more', pain: '2 out of 5 (the back of the calf a little higher)', ageing: 'good', visibility: 'visible in shorts' },
  { id: 'ankle', name: 'Ankle', aliases: 'ankle ankles foot', sizes: 'small 2.5x5 cm, medium 5x7.5 cm, large 7.5x10 cm', pain: '4 out of 5 (bone close to the skin)', ageing: 'disputed: tight skin that sags little, but friction from socks and shoes and thin-skin blowouts', visibility: 'visible with low shoes' },
  { id: 'wrist', name: 'Wrist', aliases: 'wrist wrists inner wrist', sizes: 'small 2.5x5 cm, medium 5x7.5 cm, large 7.5x10 cm', pain: 'inner wrist 3 out of 5, the bony outer wrist 3-4', ageing: 'fair; thin skin is blowout-prone and gets a lot of sun and wear', visibility: 'very visible' },
  { id: 'ribs', name: 'Ribs', aliases: 'ribs rib ribcage side body', sizes: '10-20 x 15-35 cm', pain: '5 out of 5 (thin skin over bone, and breathing moves the area)', ageing: 'fair; weight change and pregnancy can stretch it', visibility: 'private' },
  { id: 'neck', name: 'Neck', aliases: 'neck nape throat', sizes: 'side 5-10 x 7-15 cm; nape 3-8 cm wide', pain: '3-4 out of 5', ageing: 'fair; neck skin wrinkles with age', visibility: 'very visible (a "job stopper" area)' },
  { id: 'hand', name: 'Back of the hand', aliases: 'hand hands back of hand', sizes: '5-9 x 5-9 cm', pain: '4 out of 5', ageing: 'poor; hands are washed and used constantly, fade fast and need touch-ups', visibility: 'always visible' },
  { id: 'finger', name: 'Finger', aliases: 'finger fingers knuckle knuckles ring finger', sizes: '0.5-2 x 1-4 cm', pain: '4 out of 5', ageing: 'very poor, especially the sides and palm side; many artists refuse or warn, and the top of the finger near the base lasts best', visibility: 'always visible' },
  { id: 'behind-ear', name: 'Behind the ear', aliases: 'behind the ear ear', sizes: '1-4 x 1-5 cm', pain: '3-4 out of 5 (thin skin)', ageing: 'fair; the tiny size limits detail', visibility: 'visible with hair up' },
  { id: 'sternum', name: 'Sternum', aliases: 'sternum under-bust underboob', sizes: '5-12 cm wide (ornamental pieces up to about 25 cm) x 10-25 cm', pain: '4 out of 5', ageing: 'fair', visibility: 'private' },
  { id: 'spine', name: 'Spine', aliases: 'spine spinal vertical', sizes: '2-6 x 15-45 cm, very tall and narrow', pain: '4-5 out of 5 (bone and nerve density)', ageing: 'good', visibility: 'private' },
];

const SOURCE = 'studio size charts and pain charts (InkGlow domain reference §1)';

export const PLACEMENT_DOCS: TKnowledgeDoc[] = [
  ...PLACEMENT_FACTS.map(
    (p): TKnowledgeDoc => ({
      id: `placement-${p.id}`,
      topics: ['placement', 'size', 'pain', 'ageing'],
      title: `${p.name} tattoos: size, pain and ageing`,
      keywords: `${p.aliases} size sizes big small hurt pain painful age ageing visible`,
      text: `${p.name}: typical sizes are ${p.sizes} (width x height). Pain is about ${p.pain} on a 1-5 scale (pain is personal and varies with the session and artist). Ageing: ${p.ageing}. Visibility: ${p.visibility}.`,
      source: SOURCE,
    }),
  ),
  {
    id: 'pain-most',
    topics: ['pain', 'placement'],
    title: 'Where tattoos hurt the most and the least',
    keywords: 'most painful least painful hurt worst where hurts pain chart scale first tattoo',
    text: 'On a 1-5 scale the ribs are the most painful (5: thin skin over bone, and breathing moves the area), then the spine and near the spine (4-5), the knee (4-5), and the ankle, shin, hands, fingers and sternum (4). The least painful spots are the outer forearm (1-2), the outer upper arm, shoulder, upper back, outer thigh and calf (about 2). Pain is subjective and also depends on session length and the artist.',
    source: SOURCE,
  },
  {
    id: 'placement-ageing',
    topics: ['placement', 'ageing'],
    title: 'Placements that age best and worst',
    keywords: 'age ageing aging best worst last fade blur longest placement weight pregnancy stretch',
    text: 'Hands, fingers, palms, feet, lips, elbows and knees fade or blur fastest: the skin is thin, moves a lot, sheds quickly or rubs on things, and palm and inner-finger skin can lose ink within months. The back, shoulder, calf and inner forearm age well. Stomach, chest, thighs, biceps and upper arms change most with weight, muscle gain and pregnancy; wrists, ankles, collarbone, shoulders and upper back change least.',
    source: 'InkGlow domain reference §1.2',
  },
  {
    id: 'placement-choosing',
    topics: ['placement', 'size'],
    title: 'Choosing a placement and matching the design to it',
    keywords: 'where should i put choose placement first tattoo small area large area fit design shape long narrow hide job visible',
    text: 'Match the design to the canvas: small areas (wrist, back of the hand, ankle, fingers, behind the ear) suit simple shapes; medium areas (forearm, calf, neck, shoulder, upper arm, sternum) suit flash, script and long narrow pieces; large areas (thigh, back, chest, stomach, hip) suit detailed multi-element pieces. Long narrow parts (forearm, calf, spine, ribs) want tall compositions, the upper back and chest wide or symmetric ones, and shoulder caps round ones. Mayo Clinic advises choosing the spot deliberately, including whether it can be hidden under clothing. Place it in a neutral standing pose, because limbs twist.',
    source: 'InkGlow domain reference §1.2',
  },
  {
    id: 'size-detail',
    topics: ['size', 'ageing', 'style'],
    title: 'How big a tattoo should be for its detail (portraits, micro-realism)',
    keywords: 'how big size small tiny detail portrait micro realism minimum size too small blur lines three times thicker',
    text: 'Lines spread over the years, so size must match detail. Portraits usually need a medium-large tattoo of about 15 cm or more; micro-realism is often 2.5-7.5 cm and is the style most at risk of softening. No feature that matters should be smaller than about 1 mm. A test artists use: imagine every line three times thicker; if the design turns to mush, enlarge or simplify it.',
    source: 'InkGlow domain reference §2.4-2.5',
  },
  {
    id: 'lettering-size',
    topics: ['lettering', 'size'],
    title: 'How small lettering and script can be',
    keywords: 'lettering text script font letters words quote name small tiny how small minimum height readable',
    text: 'Keep capital letters at least about 3 mm tall for a bold, simple, widely spaced font, and about 6 mm or more for thin or script fonts; 8-10 mm is safer for script meant to stay readable for decades. Choose fonts with open counters and generous letter spacing: tight, tiny script blurs first and is the most regretted lettering.',
    source: 'InkGlow domain reference §2.5',
  },
  {
    id: 'lines-spread',
    topics: ['ageing', 'technique'],
    title: 'Why tattoos blur and spread over time (and blowouts)',
    keywords: 'blur blurry spread lines widen fine line fade years blowout blown out too deep dermis',
    text: 'Ink sits in the dermis; over the years the body\'s cells slowly move ink particles, so lines soften and widen (one artist says they can double or triple in width). Thin lines, small lettering and small tattoos blur fastest; bold lines and larger designs last best. A blowout happens when the needle goes too deep or at a bad angle: ink spreads into a bluish halo that does not heal away and is fixed only by a cover-up or laser; it is more common on thin skin such as wrists, hands, fingers, feet and ankles.',
    source: 'InkGlow domain reference §2.4',
  },
  {
    id: 'fine-line-ageing',
    topics: ['ageing', 'technique', 'style'],
    title: 'Do fine line tattoos last?',
    keywords: 'fine line single needle delicate thin lines last fade blur 1rl 3rl',
    text: 'Fine line work uses 1RL-3RL needles (about 0.3-0.8 mm fresh lines). It fades and blurs faster than bold work and needs enough size and spacing: keep gaps between lines at least about 1 mm (1.5x the line width for pieces meant to last decades), and avoid tiny fine-line pieces on hands, fingers and other thin, busy skin.',
    source: 'InkGlow domain reference §2',
  },
];
