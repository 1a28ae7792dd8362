import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalPtBR } from './decimal-format.rules.ts';

const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);

const fractions = fc
  .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('formatDecimalPtBR', () => {
  it("writes any number as Intl's pt-BR formatter does", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16 }), fractions, (value, [min, max]) => {
        expect(formatDecimalPtBR(value, min, max)).toBe(intl(value, min, max));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with Intl on amounts in cents, halves and carries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(1, 10, 100, 1000),
        fractions,
        (whole, divisor, [min, max]) => {
          const value = whole / divisor;
          expect(formatDecimalPtBR(value, min, max)).toBe(intl(value, min, max));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it.each([
    [1234.5, 1, 1, '1.234,5'],
    [7.25, 1, 1, '7,3'],
    [0.15, 1, 1, '0,2'],
    [9.95, 1, 1, '10,0'],
    [999999.995, 2, 2, '1.000.000,00'],
    [-0.01, 0, 1, '-0'],
    [12, 0, 2, '12'],
    [1e-7, 1, 1, '0,0'],
    [Number.NaN, 1, 1, 'NaN'],
  ])('%s with %i–%i decimals is %s', (value, min, max, written) => {
    expect(formatDecimalPtBR(value, min, max)).toBe(written);
  });
});
