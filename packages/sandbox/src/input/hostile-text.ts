import { INPUT_ERRORS, InputRejected } from './input-rejected.ts';

// PostgreSQL refuses a NUL byte in text and a lone surrogate in JSON (`\ud800`), and neither
// has a meaning in any field of the club: both are refused before a handler sees them.
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const HOSTILE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** How deep a JSON body or GraphQL argument may nest (the club's deepest is 3). */
export const MAX_NESTING = 32;

export function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/**
 * Throws InputRejected (400) when any string of a parsed value, key or value, carries a NUL or
 * a lone surrogate, or when it nests deeper than MAX_NESTING. Walks without recursion, so a
 * hostile nesting cannot overflow the stack.
 */
export function assertCleanInput(value: unknown): void {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (isHostileText(item)) throw new InputRejected(400, INPUT_ERRORS.text);
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_NESTING) throw new InputRejected(400, INPUT_ERRORS.nesting);
      if (Array.isArray(item)) {
        for (const element of item) pending.push([element, depth + 1]);
      } else {
        for (const [key, element] of Object.entries(item)) {
          if (isHostileText(key)) throw new InputRejected(400, INPUT_ERRORS.text);
          pending.push([element, depth + 1]);
        }
      }
    }
  }
}
