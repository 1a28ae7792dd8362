import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { decodeUtf8 } from './utf8.ts';

describe('decodeUtf8', () => {
  test.prop([fc.string({ unit: 'grapheme', maxLength: 100 })])(
    'reads any text that Buffer encodes',
    (text) => {
      expect(decodeUtf8(new Uint8Array(Buffer.from(text, 'utf8')))).toBe(text);
    },
  );

  test.prop([fc.uint8Array({ maxLength: 64 })])(
    'replaces invalid bytes exactly as Node does',
    (bytes) => {
      expect(decodeUtf8(bytes)).toBe(Buffer.from(bytes).toString('utf8'));
    },
  );

  test.prop([
    fc.array(fc.oneof(fc.integer({ min: 0x80, max: 0xff }), fc.integer({ min: 0, max: 0x7f })), {
      maxLength: 64,
    }),
  ])('agrees with Node on sequences dense in lead and continuation bytes', (values) => {
    const bytes = new Uint8Array(values);
    expect(decodeUtf8(bytes)).toBe(Buffer.from(bytes).toString('utf8'));
  });
});
