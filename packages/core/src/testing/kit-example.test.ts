import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const example = readFileSync(new URL('./withdrawal-kit.example.test.ts', import.meta.url), 'utf8');

describe("the kit's withdrawal example", () => {
  it('fits in 30 lines', () => {
    expect(example.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
  });

  it("imports nothing but the package's public entries, fast-check and vitest", () => {
    const sources = [...example.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources)
      expect(source).toMatch(/^(@clube\/core(\/[a-z-]+)?|fast-check|vitest)$/);
  });
});
