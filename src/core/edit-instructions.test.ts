import { describe, expect, it } from 'vitest';
import { planEdit, type TEditableDesign } from './edit-instructions';
import { buildPrompt } from './prompt';

const attributes = { subject: 'rose', style: 'traditional', palette: 'black-gray', technique: 'bold-lines' } as const;
const design: TEditableDesign = { prompt: buildPrompt(attributes), attributes, output: 'design', mirror: false };

describe('planEdit', () => {
  it('makes a stencil and can mirror it', () => {
    expect(planEdit('make it a stencil', design)).toMatchObject({ output: 'stencil', changes: ['stencil'], attributes });
    const mirrored = planEdit('turn it into a mirrored stencil', design);
    expect(mirrored).toMatchObject({ output: 'stencil', mirror: true });
    expect(planEdit('back to the full design', { ...design, output: 'stencil' }).output).toBe('design');
  });

  it('adds quoted words as lettering on a banner, keeping their case', () => {
    const plan = planEdit('add "MOM" on a banner', design);
    expect(plan.prompt).toContain('"MOM"');
    expect(plan.prompt).toContain('banner');
    expect(plan.changes).toEqual(['lettering "MOM"']);
    expect(plan.attributes).toEqual(attributes);
    const removed = planEdit('remove the text', { ...design, prompt: plan.prompt });
    expect(removed.prompt).not.toContain('MOM');
  });

  it('changes the style and rebuilds an auto-built prompt', () => {
    const plan = planEdit('in japanese style', design);
    expect(plan.attributes.style).toBe('japanese');
    expect(plan.prompt).toBe(buildPrompt({ ...attributes, style: 'japanese' }));
    expect(planEdit('neo traditional please', design).attributes.style).toBe('neo-traditional');
    expect(planEdit('more realistic', design).attributes.style).toBe('realism');
  });

  it('steps colour up: black and grey to full colour to vibrant, and drops a black-grey technique', () => {
    const once = planEdit('more color', { ...design, attributes: { ...attributes, technique: 'black-gray' } });
    expect(once.attributes).toMatchObject({ palette: 'full-color', technique: 'full-color' });
    expect(planEdit('more colour', once).attributes.palette).toBe('vibrant');
    expect(planEdit('no color please', once).attributes.palette).toBe('black-gray');
    expect(planEdit('pastel tones', design).attributes.palette).toBe('pastel');
  });

  it('swaps the subject', () => {
    expect(planEdit('use a wolf instead', design).attributes.subject).toBe('wolf');
    expect(planEdit('replace the rose with a snake', design).attributes.subject).toBe('snake');
    expect(planEdit('change it to a koi fish', design).attributes.subject).toBe('koi fish');
    expect(planEdit('make it a stencil', design).attributes.subject).toBe('rose');
    expect(planEdit('make it a japanese one', design).attributes).toMatchObject({ subject: 'rose', style: 'japanese' });
  });

  it('reads technique, composition and placement words', () => {
    const plan = planEdit('fine lines, symmetrical, for my wrist', design);
    expect(plan.attributes).toMatchObject({ technique: 'fine-lines', composition: 'symmetrical', placement: 'wrist' });
    expect(planEdit('asymmetric please', design).attributes.composition).toBe('asymmetrical');
    expect(planEdit('a background texture', design).attributes.placement).toBeUndefined();
  });

  it('keeps a user-written prompt and adds unrecognised wishes to it', () => {
    const own = { ...design, prompt: 'a rose with thorns' };
    expect(planEdit('in watercolor', own).prompt).toBe('a rose with thorns');
    const plan = planEdit('add some sparkles around it', own);
    expect(plan.addedToPrompt).toBe(true);
    expect(plan.prompt).toBe('a rose with thorns. add some sparkles around it');
    expect(planEdit('use a wolf instead', own).prompt).toBe('wolf, a rose with thorns');
  });
});
