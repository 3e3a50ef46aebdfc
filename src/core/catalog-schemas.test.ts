import { describe, expect, it } from 'vitest';
import { generatorStyleFor, imageSrcSet, splitParagraphs, ZStyleDetail } from './catalog-schemas';

describe('imageSrcSet', () => {
  it('lists the smaller variants and ends at the image width', () => {
    expect(imageSrcSet('a', 640)).toBe(
      '/api/images/a?w=160 160w, /api/images/a?w=320 320w, /api/images/a?w=480 480w, /api/images/a?w=640 640w',
    );
    // A 683 px wide original: the 768 variant is the original size.
    expect(imageSrcSet('a', 683).split(', ').at(-1)).toBe('/api/images/a?w=768 683w');
    expect(imageSrcSet('a', 100)).toBe('/api/images/a?w=160 100w');
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(splitParagraphs('One\nstill one.\n\n  Two.  \r\n\r\nThree.\n\n\n')).toEqual(['One still one.', 'Two.', 'Three.']);
  });
});

describe('generatorStyleFor', () => {
  it("keeps the generator's own styles and maps the rest to their example's style", () => {
    expect(generatorStyleFor('japanese', 'traditional')).toBe('japanese');
    expect(generatorStyleFor('glitch', 'realism')).toBe('realism');
  });
});

describe('ZStyleDetail', () => {
  it('rejects a trait outside the list and an image URL outside the image API', () => {
    const detail = {
      id: 'x',
      name: 'X',
      shortDescription: 's',
      characteristics: ['c'],
      traits: ['bold'],
      image: { id: 'i', url: '/api/images/i?w=1024', width: 683, height: 1024 },
      fullDescription: 'f',
      example: { subject: 'rose', style: 'traditional', technique: 'bold-lines', composition: 'radial', palette: 'pastel', placement: 'calf', prompt: 'p' },
      generatorStyle: 'traditional',
    };
    expect(ZStyleDetail.safeParse(detail).success).toBe(true);
    expect(ZStyleDetail.safeParse({ ...detail, traits: ['sparkly'] }).success).toBe(false);
    expect(ZStyleDetail.safeParse({ ...detail, image: { ...detail.image, url: 'https://x/y.png' } }).success).toBe(false);
  });
});
