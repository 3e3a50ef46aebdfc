// Motif and font sets the engine draws with, and their licences (shown in the app's credits).
export const ENGINE_CREDITS: { name: string; license: string; url: string; usedFor: string }[] = [
  {
    name: 'Game-icons.net (via @iconify-json/game-icons), by Lorc, Delapouite and contributors',
    license: 'CC BY 3.0',
    url: 'https://game-icons.net',
    usedFor: 'Motif silhouettes (skulls, roses, daggers, animals, celestial bodies and more)',
  },
  {
    name: 'Fluent Emoji high contrast by Microsoft (via @iconify-json/fluent-emoji-high-contrast)',
    license: 'MIT',
    url: 'https://github.com/microsoft/fluentui-emoji',
    usedFor: 'Line-art motifs no other set has (hamsa, praying hands, peacock, Mount Fuji)',
  },
  {
    name: 'Great Vibes by Robert Leuschke (via @fontsource/great-vibes)',
    license: 'SIL Open Font License 1.1',
    url: 'https://fonts.google.com/specimen/Great+Vibes',
    usedFor: 'Script lettering',
  },
  {
    name: "UnifrakturMaguntia by j. 'mach' wust (via @fontsource/unifrakturmaguntia)",
    license: 'SIL Open Font License 1.1',
    url: 'https://fonts.google.com/specimen/UnifrakturMaguntia',
    usedFor: 'Blackletter lettering',
  },
  {
    name: 'Special Elite by Astigmatic (via @fontsource/special-elite)',
    license: 'Apache License 2.0',
    url: 'https://fonts.google.com/specimen/Special+Elite',
    usedFor: 'Typewriter lettering',
  },
  {
    name: 'Oswald by Vernon Adams, Kalapi Gajjar, Cyreal (via @fontsource/oswald)',
    license: 'SIL Open Font License 1.1',
    url: 'https://fonts.google.com/specimen/Oswald',
    usedFor: 'Banner capitals',
  },
];
