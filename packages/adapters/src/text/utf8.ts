const REPLACEMENT = 0xfffd;

/** How many continuation bytes a lead byte announces, and the bits it carries; null: invalid. */
function lead(byte: number): { extra: number; bits: number } | null {
  if (byte < 0x80) return { extra: 0, bits: byte };
  if (byte >= 0xc2 && byte < 0xe0) return { extra: 1, bits: byte & 0x1f };
  if (byte >= 0xe0 && byte < 0xf0) return { extra: 2, bits: byte & 0x0f };
  if (byte >= 0xf0 && byte < 0xf5) return { extra: 3, bits: byte & 0x07 };
  return null;
}

/**
 * Decodes UTF-8 without `TextDecoder` (absent from React Native's engine). Like the WHATWG
 * decoder, an invalid or truncated sequence becomes one U+FFFD and decoding goes on after it.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  const codePoints: number[] = [];
  let index = 0;
  while (index < bytes.length) {
    const first = lead(bytes[index] ?? 0);
    index += 1;
    if (!first) {
      codePoints.push(REPLACEMENT);
      continue;
    }
    let codePoint = first.bits;
    let read = 0;
    while (read < first.extra) {
      const byte = bytes[index] ?? -1;
      if ((byte & 0xc0) !== 0x80 || !continues(first, read, codePoint, byte)) break;
      codePoint = (codePoint << 6) | (byte & 0x3f);
      index += 1;
      read += 1;
    }
    codePoints.push(read === first.extra ? codePoint : REPLACEMENT);
  }
  let text = '';
  // In slices: fromCodePoint's arguments go on the stack.
  for (let start = 0; start < codePoints.length; start += 4096) {
    text += String.fromCodePoint(...codePoints.slice(start, start + 4096));
  }
  return text;
}

/**
 * Whether a continuation byte may follow: the second byte of a sequence is narrowed so that
 * overlong forms, surrogates and code points past U+10FFFF are rejected as early as possible.
 */
function continues(
  first: { extra: number; bits: number },
  read: number,
  partial: number,
  byte: number,
): boolean {
  if (read !== 0) return true;
  if (first.extra === 2 && partial === 0) return byte >= 0xa0;
  if (first.extra === 2 && partial === 0x0d) return byte < 0xa0;
  if (first.extra === 3 && partial === 0) return byte >= 0x90;
  if (first.extra === 3 && partial === 4) return byte < 0x90;
  return true;
}
