import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-slowdown';

describe('calibratedCpuSlowdown', () => {
  it('gives Lighthouse default 4x on the host it assumes and less on slower hosts', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(50)).toBe(1);
  });

  it('refuses a missing or nonsensical index', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/BenchmarkIndex/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/BenchmarkIndex/);
  });
});
