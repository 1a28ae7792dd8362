/** Content codings the build stores beside each file, best first, with their file suffix. */
export const STORED_ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/**
 * The stored codings an `Accept-Encoding` header allows, in our order of preference (brotli is
 * smaller than gzip for the same file). `q=0` refuses a coding; `*` stands for every coding
 * the header does not name.
 */
export function acceptedEncodings(header: string | undefined): StoredEncoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return STORED_ENCODINGS.filter(
    ({ coding }) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0,
  );
}
