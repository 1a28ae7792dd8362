#!/usr/bin/env node
// Bundle budgets, after `vite build` (gzip level 9), read from Vite's manifest
// (dist/.vite/manifest.json):
// - first route (Entrar): the entry script of dist/index.html and every chunk it imports
//   statically. index.html must modulepreload exactly those chunks: none missing (a waterfall),
//   none extra (bytes the first route does not need).
// - signed-in Home: the first route plus the chunks of Home's route (the layout and the screen,
//   with their static imports).
// And code that must not ship: graphql-js anywhere (GraphQL documents ship as strings);
// inversify, reflect-metadata and Node built-ins on the first route (the browser club loads its
// container with the first feature port a screen calls).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 9 asks 150 kB for the first route; issue 14 sets the goal at 140 kB. The required
// libraries on it weigh about 125 kB gzip (react-dom 63, i18next 15, react-router 14,
// xstate 13, zod 8, ky 5, react 3, rxjs 2, scheduler 2); the club's start-up (session, config,
// member, favorites and notifications machines, pt-BR messages), the route table and the
// shell make the rest. Loading inversify and reflect-metadata with the feature ports, and
// react-router's production build, took it from 164 to 150 kB. Candidates toward 140: toasts
// carrying message keys instead of pt-BR texts (drops core's messages module), an object route
// table (fewer preload wrappers), the favorites and notifications machines started after
// sign-in.
const FIRST_ROUTE_BUDGET_KB = 150;
// Issue 14's goal for Home is 170 kB; its route measured 178 kB once the first route reached
// 150 (the layout carries DOMPurify, 11 kB, for the notice modals only). Lower it as Home trims.
const HOME_BUDGET_KB = 182;
const HOME_GOAL_KB = 170;
const FIRST_ROUTE_GOAL_KB = 140;
/** Manifest keys of the modules Home's route renders (see src/app/routes.tsx). */
const HOME_ROUTE = ['src/layout/AppLayout.tsx', 'src/features/home/HomeScreen.tsx'];
/** Loaded by Home's data, not by its route: every feature adapter and inversify. */
const FEATURE_CONTAINER_SOURCE = 'adapters/src/container/browser-container.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
const INDEX = join(DIST, 'index.html');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

// Strings that only graphql-js carries (its error class and graphql/language's lexer messages).
const GRAPHQL_MARKERS = ['GraphQLError', 'Syntax Error: ', 'Unexpected character: '];
// Strings that only inversify and reflect-metadata carry; an import of a Node built-in.
const FIRST_ROUTE_FORBIDDEN = [
  { what: 'inversify', test: (text) => text.includes('Trying to resolve bindings for') },
  { what: 'reflect-metadata', test: (text) => text.includes('@reflect-metadata:registry') },
  { what: 'a Node built-in', test: (text) => /["'`]node:[a-z]/.test(text) },
];

const kB = (bytes) => (bytes / 1000).toFixed(2);

for (const file of [INDEX, MANIFEST]) {
  if (!existsSync(file)) {
    console.error(`${relative(process.cwd(), file)} not found: build the web app first.`);
    process.exit(1);
  }
}

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const content = readFileSync(file);
    gzipCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Attribute value of a tag, e.g. attr('<script src="/a.js">', 'src'). */
function attr(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** dist file of a URL in index.html (absolute "/assets/x.js" or relative "./assets/x.js"). */
function distFile(url) {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined; // another origin
  const path = url.split(/[?#]/)[0].replace(/^\.?\//, '');
  return join(DIST, decodeURIComponent(path));
}

let failed = false;
function fail(message) {
  console.error(message);
  failed = true;
}

// The chunks a manifest entry needs before it runs: its file and its static imports, deep.
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
function staticClosure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) {
      fail(`${key} is not in the Vite manifest: update scripts/size.mjs to the app's modules.`);
      continue;
    }
    const file = join(DIST, chunk.file);
    if (into.has(file)) continue;
    into.add(file);
    staticClosure(chunk.imports ?? [], into);
  }
  return into;
}
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const firstRoute = staticClosure(entryKeys);
const home = staticClosure(HOME_ROUTE, new Set(firstRoute));

// What index.html loads: its module scripts and modulepreload links.
const html = readFileSync(INDEX, 'utf8');
const loadedByHtml = new Set();
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attr(tag, 'src');
  if (src && attr(tag, 'type') === 'module') loadedByHtml.add(distFile(src));
}
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const href = attr(tag, 'href');
  if (href && attr(tag, 'rel')?.split(/\s+/).includes('modulepreload'))
    loadedByHtml.add(distFile(href));
}
loadedByHtml.delete(undefined);
if (entryKeys.length === 0) fail('The Vite manifest has no entry.');
for (const file of loadedByHtml) {
  if (!existsSync(file))
    fail(`index.html refers to ${relative(DIST, file)}, which is not in dist.`);
  else if (!firstRoute.has(file))
    fail(`index.html preloads ${relative(DIST, file)}, which the first route does not import.`);
}
for (const file of firstRoute) {
  if (/\.m?js$/.test(file) && !loadedByHtml.has(file))
    fail(`index.html does not preload ${relative(DIST, file)}, which the first route imports.`);
}

// Table of every JS/CSS asset.
const assets = walk(join(DIST, 'assets'))
  .filter((file) => /\.(m?js|css)$/.test(file))
  .map((file) => ({ file, ...sizes(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const nameWidth = Math.max(20, ...assets.map((a) => relative(DIST, a.file).length));
const where = (file) => (firstRoute.has(file) ? 'first route' : home.has(file) ? 'Home' : '');
console.log(`${'file'.padEnd(nameWidth)}  ${'raw kB'.padStart(9)}  ${'gzip kB'.padStart(9)}  on`);
for (const asset of assets) {
  console.log(
    `${relative(DIST, asset.file).padEnd(nameWidth)}  ${kB(asset.raw).padStart(9)}  ${kB(asset.gzip).padStart(9)}  ${where(asset.file)}`,
  );
}
const totalJs = assets.filter((a) => /\.m?js$/.test(a.file));
console.log(
  `${'all JS'.padEnd(nameWidth)}  ${kB(totalJs.reduce((s, a) => s + a.raw, 0)).padStart(9)}  ${kB(totalJs.reduce((s, a) => s + a.gzip, 0)).padStart(9)}`,
);

// graphql-js in any JS file of dist?
const graphqlHits = [];
for (const file of walk(DIST).filter((path) => /\.m?js$/.test(path))) {
  const text = readFileSync(file, 'utf8');
  const markers = GRAPHQL_MARKERS.filter((marker) => text.includes(marker));
  if (markers.length > 0) graphqlHits.push(`${relative(DIST, file)} (${markers.join(', ')})`);
}
console.log(`graphql-js in bundle: ${graphqlHits.length > 0 ? 'yes' : 'no'}`);
if (graphqlHits.length > 0) {
  for (const hit of graphqlHits) console.log(`  ${hit}`);
  fail(
    "  Import the generated documents (documentMode: 'string') instead of graphql-js or the graphql() map.",
  );
}

const jsOf = (files) => [...files].filter((file) => existsSync(file) && /\.m?js$/.test(file));
for (const file of jsOf(firstRoute)) {
  const text = readFileSync(file, 'utf8');
  for (const { what, test } of FIRST_ROUTE_FORBIDDEN) {
    if (test(text)) fail(`The first route carries ${what} (in ${relative(DIST, file)}).`);
  }
}

const gzipOf = (files) => jsOf(files).reduce((sum, file) => sum + sizes(file).gzip, 0);
function budget(label, bytes, budgetKb, goalKb) {
  const over = bytes > budgetKb * 1000;
  console.log(
    `${label}: ${kB(bytes)} kB gzip (budget ${budgetKb} kB, goal ${goalKb} kB)${over ? ' — OVER BUDGET' : ''}`,
  );
  if (over) failed = true;
}
budget('First route (Entrar) JS', gzipOf(firstRoute), FIRST_ROUTE_BUDGET_KB, FIRST_ROUTE_GOAL_KB);
budget('Signed-in Home JS', gzipOf(home), HOME_BUDGET_KB, HOME_GOAL_KB);
// Its manifest key is relative to packages/web, wherever the workspace links the adapters.
const featureContainer = Object.keys(manifest).find((key) =>
  key.endsWith(FEATURE_CONTAINER_SOURCE),
);
if (featureContainer) {
  const later = [...staticClosure([featureContainer])].filter((file) => !home.has(file));
  console.log(
    `  then the feature ports' container, with Home's first data: +${kB(gzipOf(later))} kB`,
  );
} else {
  fail(`${FEATURE_CONTAINER_SOURCE} is not in the Vite manifest: update scripts/size.mjs.`);
}

process.exit(failed ? 1 : 0);
