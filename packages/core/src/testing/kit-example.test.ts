import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const readme = read('../../README.md');

describe.each([
  'withdrawal-kit.example.test.ts',
  'paging-kit.example.test.ts',
  'form-kit.example.test.ts',
])("the kit's example %s", (file) => {
  const example = read(`./${file}`);

  it('fits in 30 lines', () => {
    expect(example.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
  });

  it("imports nothing but the package's public entries, fast-check and vitest", () => {
    const sources = [...example.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources)
      expect(source).toMatch(/^(@clube\/core(\/[a-z-]+)?|fast-check|vitest)$/);
  });

  it('is shown in the README as it runs (its code, without the opening comment)', () => {
    const code = example.replace(/^(\/\/.*\n)+/, '');
    expect(readme).toContain('```ts\n' + code + '```');
  });
});
