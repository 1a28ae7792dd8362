#!/usr/bin/env node
// Self-check of the dependency rule in eslint.config.js: lint a few snippets as if they lived in
// core, web and adapters, and fail unless each forbidden import is reported (and an allowed one
// is not). Runs inside `npm test`'s lint step.
import { ESLint } from 'eslint';
import { ROOT } from './lib/proc.mjs';

const DEPENDENCY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'clube/no-cross-package-relative',
  'clube/web-floors',
]);

/** A case of the web's floors: `code` imports `specifier` from a file at `filePath`. */
const floor = (name, filePath, specifier, expect) => ({
  name,
  filePath: `packages/web/src/${filePath}`,
  code: `import { x } from '${specifier}';\nexport { x };\n`,
  expect,
});

const cases = [
  {
    name: 'core may not import React',
    filePath: 'packages/core/src/__dependency_rule__/react.ts',
    code: "import { useState } from 'react';\nexport { useState };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'core may not import ky',
    filePath: 'packages/core/src/__dependency_rule__/ky.ts',
    code: "export { default } from 'ky';\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'core may not import inversify subpaths',
    filePath: 'packages/core/src/__dependency_rule__/di.ts',
    code: "import { Container } from 'inversify/lib/container';\nexport { Container };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'core may not import another workspace package',
    filePath: 'packages/core/src/__dependency_rule__/adapters.ts',
    code: "import { createClubContainer } from '@clube/adapters';\nexport { createClubContainer };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'core may not climb into another package',
    filePath: 'packages/core/src/auth/__dependency_rule__.ts',
    code: "import { x } from '../../../adapters/src/index.ts';\nexport { x };\n",
    expect: 'clube/no-cross-package-relative',
  },
  {
    name: 'core may not use DOM globals',
    filePath: 'packages/core/src/__dependency_rule__/dom.ts',
    code: "export const read = (): string | null => localStorage.getItem('x');\n",
    expect: 'no-restricted-globals',
  },
  {
    name: 'web may not import ky',
    filePath: 'packages/web/src/__dependency_rule__.ts',
    code: "import ky from 'ky';\nexport const api = ky;\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'web may not import graphql',
    filePath: 'packages/web/src/__dependency_rule__.tsx',
    code: "import { parse } from 'graphql';\nexport { parse };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'web may not import the sandbox',
    filePath: 'packages/web/src/__dependency_rule__.ts',
    code: "import { startSandbox } from '@clube/sandbox';\nexport { startSandbox };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'adapters may not import web',
    filePath: 'packages/adapters/src/__dependency_rule__.ts',
    code: "import { App } from '@clube/web';\nexport { App };\n",
    expect: 'no-restricted-imports',
  },
  {
    name: 'adapters may not climb into web',
    filePath: 'packages/adapters/src/__dependency_rule__.ts',
    code: "import { App } from '../../web/src/App.tsx';\nexport { App };\n",
    expect: 'no-restricted-imports',
  },
  // The web's floors: app > features > layout > ui > runtime.
  floor(
    'a feature may not import app/',
    'features/home/__floors__.ts',
    '../../app/App.tsx',
    'clube/web-floors',
  ),
  floor(
    'layout may not import app/',
    'layout/__floors__.ts',
    '../app/routes.tsx',
    'clube/web-floors',
  ),
  floor('the kit may not import app/', 'ui/__floors__.ts', '../app/App.tsx', 'clube/web-floors'),
  floor(
    'the runtime may not import app/',
    'runtime/__floors__.ts',
    '../app/App.tsx',
    'clube/web-floors',
  ),
  floor(
    'a feature may not import another feature',
    'features/home/__floors__.tsx',
    '../campaigns/CampaignCard.tsx',
    'clube/web-floors',
  ),
  floor(
    'a feature folder may not reach another feature from a subfolder',
    'features/rewards/awards/__floors__.tsx',
    '../../wallet/WalletScreen.tsx',
    'clube/web-floors',
  ),
  floor(
    'layout may not import a feature',
    'layout/__floors__.tsx',
    '../features/errors/CrashScreen.tsx',
    'clube/web-floors',
  ),
  floor(
    'the kit may not import layout',
    'ui/__floors__.tsx',
    '../layout/RoutePage.tsx',
    'clube/web-floors',
  ),
  floor(
    'the kit may not import a feature',
    'ui/__floors__.tsx',
    '../features/home/HomeScreen.tsx',
    'clube/web-floors',
  ),
  floor(
    'the runtime may not import the kit',
    'runtime/__floors__.ts',
    '../ui/Button.tsx',
    'clube/web-floors',
  ),
  {
    name: "app's lazy routes may import screens",
    filePath: 'packages/web/src/app/__floors__.tsx',
    code: "export const screen = () => import('../features/home/HomeScreen.tsx');\n",
    expect: null,
  },
  {
    name: 'a feature may import the runtime, layout, the kit and its own subfolders',
    filePath: 'packages/web/src/features/rewards/__floors__.tsx',
    code: "import { useClub } from '../../runtime/club-context.tsx';\nimport { RoutePage } from '../../layout/RoutePage.tsx';\nimport { Button } from '../../ui/Button.tsx';\nimport { AwardsScreen } from './awards/AwardsScreen.tsx';\nexport { useClub, RoutePage, Button, AwardsScreen };\n",
    expect: null,
  },
  floor(
    'layout may import the kit and the runtime',
    'layout/__floors__.tsx',
    '../ui/Button.tsx',
    null,
  ),
  // Allowed imports: guard against a rule that reports everything.
  {
    name: 'core may import xstate, zod and its own files',
    filePath: 'packages/core/src/auth/__dependency_rule__.ts',
    code: "import { setup } from 'xstate';\nimport { z } from 'zod/mini';\nimport { x } from '../shared/x.ts';\nexport { setup, z, x };\n",
    expect: null,
  },
  {
    name: 'web may import core and adapters',
    filePath: 'packages/web/src/__dependency_rule__.ts',
    code: "import { createClub } from '@clube/core';\nimport { createClubContainer } from '@clube/adapters/browser';\nexport { createClub, createClubContainer };\n",
    expect: null,
  },
  {
    name: 'adapters may import core, ky and graphql',
    filePath: 'packages/adapters/src/__dependency_rule__.ts',
    code: "import { createClub } from '@clube/core';\nimport ky from 'ky';\nimport { print } from 'graphql';\nexport { createClub, ky, print };\n",
    expect: null,
  },
];

const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: 'eslint.config.js' });
let failures = 0;
for (const testCase of cases) {
  const [result] = await eslint.lintText(testCase.code, { filePath: testCase.filePath });
  const reported = (result?.messages ?? []).filter((m) => DEPENDENCY_RULES.has(m.ruleId ?? ''));
  const fatal = (result?.messages ?? []).filter((m) => m.fatal);
  let ok;
  if (fatal.length > 0) ok = false;
  else if (testCase.expect === null) ok = reported.length === 0;
  else ok = reported.some((m) => m.ruleId === testCase.expect);
  if (!ok) {
    failures += 1;
    console.error(`✗ dependency rule: ${testCase.name} (${testCase.filePath})`);
    for (const m of [...fatal, ...reported])
      console.error(`    ${m.ruleId ?? 'fatal'}: ${m.message}`);
    if (testCase.expect && reported.length === 0) console.error(`    expected ${testCase.expect}`);
  }
}
if (failures > 0) {
  console.error(`Dependency rule self-check: ${failures} of ${cases.length} cases failed.`);
  process.exit(1);
}
console.log(`Dependency rule self-check: ${cases.length} cases OK.`);
