import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRangeProblem,
  dayCount,
  daysOf,
  presetRange,
  previousRange,
  rangeFromSearch,
  withRange,
} from '../../src/domain/analyticsRange';

// 2026-03-01 00:30 in Moscow is still 2026-02-28 in UTC.
const NOW = new Date('2026-02-28T21:30:00Z');

describe('analytics range: presets as Moscow days', () => {
  it('ends every preset on the Moscow day of now and counts today in', () => {
    expect(presetRange('7d', NOW)).toEqual({ kind: '7d', from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('30d', NOW)).toEqual({ kind: '30d', from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('quarter', NOW)).toEqual({ kind: 'quarter', from: '2025-12-02', to: '2026-03-01' });
    expect(presetRange('year', NOW)).toEqual({ kind: 'year', from: '2025-03-02', to: '2026-03-01' });
    expect(dayCount(presetRange('year', NOW))).toBe(365);
  });

  it('compares with as many days right before', () => {
    expect(previousRange({ from: '2026-02-23', to: '2026-03-01' })).toEqual({ from: '2026-02-16', to: '2026-02-22' });
    // A range that crosses a leap day keeps its length.
    expect(previousRange({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-01-30', to: '2024-02-29' });
    expect(previousRange({ from: '2026-01-05', to: '2026-01-05' })).toEqual({ from: '2026-01-04', to: '2026-01-04' });
  });

  it('does day arithmetic on calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysOf({ from: '2026-01-30', to: '2026-02-02' })).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(dayCount({ from: '2026-02-02', to: '2026-01-30' })).toBe(0);
  });
});

describe('analytics range: custom ranges', () => {
  it('refuses impossible, inverted, future and too long ranges', () => {
    expect(customRangeProblem({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toBe('invalid');
    expect(customRangeProblem({ from: '2026-02-10', to: '2026-02-01' }, NOW)).toBe('inverted');
    expect(customRangeProblem({ from: '2026-02-10', to: '2026-03-02' }, NOW)).toBe('future');
    expect(customRangeProblem({ from: '2025-02-28', to: '2026-03-01' }, NOW)).toBe('tooLong');
    // 366 days is the most the server accepts.
    expect(customRangeProblem({ from: '2025-03-01', to: '2026-03-01' }, NOW)).toBeNull();
  });
});

describe('analytics range: the URL', () => {
  const read = (query: string) => rangeFromSearch(new URLSearchParams(query), NOW);

  it('reads a preset, a custom range, and falls back to 30 days otherwise', () => {
    expect(read('range=7d')).toEqual(presetRange('7d', NOW));
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' });
    for (const bad of ['', 'range=week', 'from=2026-01-31&to=2026-01-01', 'from=2026-01-01', 'from=x&to=y']) {
      expect(read(bad)).toEqual(presetRange('30d', NOW));
    }
  });

  it('writes a range in place of the old one and keeps the other parameters', () => {
    const custom = withRange(new URLSearchParams('range=7d&view=table'), { kind: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(custom.toString()).toBe('view=table&from=2026-01-01&to=2026-01-31');
    const preset = withRange(custom, presetRange('year', NOW));
    expect(preset.toString()).toBe('view=table&range=year');
  });
});
