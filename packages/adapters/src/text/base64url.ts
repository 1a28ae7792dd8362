const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Each character's 6-bit value; both alphabets ('+/' and '-_') are read, padding is ignored. */
const SEXTETS: ReadonlyMap<string, number> = new Map([
  ...[...ALPHABET].map((char, index) => [char, index] as const),
  ['+', 62],
  ['-', 62],
  ['/', 63],
  ['_', 63],
]);

/**
 * Decodes base64url (or base64) into bytes without `atob` or `Buffer`, which React Native's
 * engine lacks. Throws on a character outside both alphabets or an impossible length.
 */
export function decodeBase64Url(text: string): Uint8Array {
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) throw new Error('base64 de tamanho impossível');
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (const char of body) {
    const value = SEXTETS.get(char);
    if (value === undefined) throw new Error(`caractere fora do base64: ${char}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
