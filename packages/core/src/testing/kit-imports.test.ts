import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

const importPattern = /(?:from|import)\s*\(?\s*'([^']+)'/g;

/** Every package a module loads, following its relative imports through the sources. */
function packagesLoadedBy(entry: string): Map<string, string> {
  const packages = new Map<string, string>(); // package -> first file that loads it
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(importPattern)) {
      if (!specifier!.startsWith('.')) {
        const name = specifier!.split('/').slice(0, specifier!.startsWith('@') ? 2 : 1);
        if (!packages.has(name.join('/'))) packages.set(name.join('/'), file);
        continue;
      }
      const target = join(dirname(file), specifier!);
      const candidates = [target, `${target}.ts`, join(target, 'index.ts')];
      const found = candidates.find(
        (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
      );
      if (found === undefined) throw new Error(`${file}: cannot resolve ${specifier}`);
      visit(found);
    }
  };
  visit(entry);
  return packages;
}

describe('what @clube/core/testing loads', () => {
  const kit = packagesLoadedBy(join(here, 'index.ts'));

  it('loads no test runner: its checks throw plain errors', () => {
    expect(kit.has('fast-check')).toBe(true); // the scan does see the kit's imports
    for (const runner of ['vitest', '@fast-check/vitest', 'jest', '@jest/globals', 'node:test'])
      expect(kit.get(runner), runner).toBeUndefined();
  });

  it('while @clube/core itself never loads fast-check, an optional peer', () => {
    expect(packagesLoadedBy(join(here, '../index.ts')).get('fast-check')).toBeUndefined();
    expect(packageJson.dependencies?.['fast-check']).toBeUndefined();
    expect(packageJson.peerDependencies?.['fast-check']).toBeDefined();
    expect(packageJson.peerDependenciesMeta?.['fast-check']?.optional).toBe(true);
  });
});
