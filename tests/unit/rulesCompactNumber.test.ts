import { describe, expect, it } from 'vitest';
import { compactNumber } from '../../rules/numbers';

describe('compactNumber (chart axes)', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.96, '1 000'],
    [18_400, '18,4 тыс.'],
    [250_000, '250 тыс.'],
    [999_960, '1 млн'],
    [1_000_000, '1 млн'],
    [2_550_000, '2,6 млн'],
    [18_388_561_918.63, '18,4 млрд'],
    [-1_500_000, '-1,5 млн'],
  ])('%s -> %s', (value, text) => {
    expect(compactNumber(value)).toBe(text);
  });
});
