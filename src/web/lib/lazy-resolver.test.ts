import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-resolver';

const ZName = z.object({ name: z.string().min(2, 'Too short') });
type TName = z.infer<typeof ZName>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, on first use, and validates with it', async () => {
    const load = vi.fn(async () => ZName);
    const { resolver, prefetch } = lazyZodResolver<TName>(load);
    expect(load).not.toHaveBeenCalled();
    prefetch();
    const bad = await resolver({ name: 'a' }, undefined, options);
    expect(bad.errors.name?.message).toBe('Too short');
    const good = await resolver({ name: 'Aria' }, undefined, options);
    expect(good).toEqual({ values: { name: 'Aria' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk missed while offline)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(ZName);
    const { resolver, prefetch } = lazyZodResolver<TName>(load);
    prefetch(); // a failed prefetch is quiet
    await expect(resolver({ name: 'Aria' }, undefined, options)).rejects.toThrow('network');
    await expect(resolver({ name: 'Aria' }, undefined, options)).resolves.toEqual({
      values: { name: 'Aria' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
