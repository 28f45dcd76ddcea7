import { describe, expect, it } from 'vitest';
import { completedTime, typedTime } from '../../src/components/dates/timeText';

describe('a time of day typed the 24-hour way', () => {
  it('keeps digits and one colon, putting the colon after the hours', () => {
    expect(typedTime('0930')).toBe('09:30');
    expect(typedTime('09:30')).toBe('09:30');
    expect(typedTime('9:3')).toBe('9:3');
    expect(typedTime('18')).toBe('18');
    expect(typedTime('183')).toBe('18:3');
    expect(typedTime('09:30 AM')).toBe('09:30');
    expect(typedTime('1:2:3')).toBe('1:23');
  });

  it('completes a short time on leaving the field', () => {
    expect(completedTime('9:30')).toBe('09:30');
    expect(completedTime('9')).toBe('09:00');
    expect(completedTime('18:00')).toBe('18:00');
    expect(completedTime('9:3')).toBe('9:3');
    expect(completedTime('')).toBe('');
  });
});
