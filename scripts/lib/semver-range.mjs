// A tiny subset of node-semver's range matching, enough for `engines.node` fields:
// `||`, hyphen ranges, comparators (<, <=, >, >=, =), caret, tilde, x-ranges and partial
// versions. satisfies() returns undefined when it cannot parse the range (as node-semver would
// reject it).

const PARTIAL =
  /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** @returns {{ parts: (number|undefined)[], pre: string | undefined } | undefined} */
function parsePartial(text) {
  const match = PARTIAL.exec(text);
  if (!match) return undefined;
  const parts = [match[1], match[2], match[3]].map((p) =>
    p === undefined || /^[xX*]$/.test(p) ? undefined : Number(p),
  );
  // "1.x.3" is read as "1.x".
  for (let i = 0; i < 3; i++) if (parts[i] === undefined) parts.fill(undefined, i);
  return { parts, pre: match[4] };
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a.v[i] !== b.v[i]) return a.v[i] < b.v[i] ? -1 : 1;
  if (a.pre === b.pre) return 0;
  if (a.pre === undefined) return 1; // a release sorts after its prereleases
  if (b.pre === undefined) return -1;
  return comparePre(a.pre, b.pre);
}

function comparePre(a, b) {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    const nx = /^\d+$/.test(x[i]);
    const ny = /^\d+$/.test(y[i]);
    if (nx && ny && Number(x[i]) !== Number(y[i])) return Number(x[i]) < Number(y[i]) ? -1 : 1;
    if (nx !== ny) return nx ? -1 : 1;
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

const v = (major, minor = 0, patch = 0, pre) => ({ v: [major, minor, patch], pre });

/** Comparator list [op, version] for one token such as "^20.9", ">=18" or "1.x". */
function comparators(op, partial) {
  const [M, m, p] = partial.parts;
  const { pre } = partial;
  if (M === undefined) {
    // "*", "x", ">=*": anything; "<*" or ">*": nothing.
    return op === '<' || op === '>' ? [['<', v(0, 0, 0, '0')]] : [];
  }
  switch (op) {
    case '^':
      if (m === undefined)
        return [
          ['>=', v(M)],
          ['<', v(M + 1, 0, 0, '0')],
        ];
      if (p === undefined) {
        return M > 0
          ? [
              ['>=', v(M, m)],
              ['<', v(M + 1, 0, 0, '0')],
            ]
          : [
              ['>=', v(0, m)],
              ['<', v(0, m + 1, 0, '0')],
            ];
      }
      if (M > 0)
        return [
          ['>=', v(M, m, p, pre)],
          ['<', v(M + 1, 0, 0, '0')],
        ];
      if (m > 0)
        return [
          ['>=', v(0, m, p, pre)],
          ['<', v(0, m + 1, 0, '0')],
        ];
      return [
        ['>=', v(0, 0, p, pre)],
        ['<', v(0, 0, p + 1, '0')],
      ];
    case '~':
    case '~>':
      if (m === undefined)
        return [
          ['>=', v(M)],
          ['<', v(M + 1, 0, 0, '0')],
        ];
      return [
        ['>=', v(M, m, p ?? 0, pre)],
        ['<', v(M, m + 1, 0, '0')],
      ];
    case '>':
      if (m === undefined) return [['>=', v(M + 1)]];
      if (p === undefined) return [['>=', v(M, m + 1)]];
      return [['>', v(M, m, p, pre)]];
    case '>=':
      return [['>=', v(M, m ?? 0, p ?? 0, pre)]];
    case '<':
      return [['<', v(M, m ?? 0, p ?? 0, pre ?? (p === undefined ? '0' : undefined))]];
    case '<=':
      if (m === undefined) return [['<', v(M + 1, 0, 0, '0')]];
      if (p === undefined) return [['<', v(M, m + 1, 0, '0')]];
      return [['<=', v(M, m, p, pre)]];
    default: // '' or '='
      if (m === undefined)
        return [
          ['>=', v(M)],
          ['<', v(M + 1, 0, 0, '0')],
        ];
      if (p === undefined)
        return [
          ['>=', v(M, m)],
          ['<', v(M, m + 1, 0, '0')],
        ];
      return [['=', v(M, m, p, pre)]];
  }
}

function test(op, version, bound) {
  const c = compare(version, bound);
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
    default:
      return c === 0;
  }
}

/** Comparator list for one `||` alternative, or undefined when it does not parse. */
function parseSet(text) {
  const set = text.trim();
  if (set === '' || set === '*') return [];
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set);
  if (hyphen) {
    const from = parsePartial(hyphen[1]);
    const to = parsePartial(hyphen[2]);
    if (!from || !to) return undefined;
    return [...comparators('>=', from), ...comparators('<=', to)];
  }
  const tokens = set.replace(/(<=|>=|~>|[<>=~^])\s+/g, '$1').split(/\s+/);
  const result = [];
  for (const token of tokens) {
    const match = /^(<=|>=|~>|[<>=~^])?(.*)$/.exec(token);
    const partial = parsePartial(match[2]);
    if (!partial) return undefined;
    result.push(...comparators(match[1] ?? '', partial));
  }
  return result;
}

/**
 * Does `version` (a plain release such as process.versions.node) satisfy `range`?
 * @returns {boolean | undefined} undefined when the range cannot be parsed
 */
export function satisfies(version, range) {
  const parsed = parsePartial(version);
  if (!parsed || parsed.parts.some((p) => p === undefined)) return undefined;
  const target = { v: parsed.parts, pre: parsed.pre };
  const sets = String(range).split('||').map(parseSet);
  if (sets.some((set) => set === undefined)) return undefined;
  return sets.some((set) => set.every(([op, bound]) => test(op, target, bound)));
}
