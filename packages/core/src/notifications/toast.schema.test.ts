import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toastSchema } from './toast.schema.ts';

describe('toast schema', () => {
  it('keeps an offer toast as keys and params, with missing parts as null', () => {
    expect(
      z.parse(toastSchema, {
        type: 'favorite',
        title: { key: 'feedback.offerTitle', params: { title: 'Pizzaria' } },
        text: { key: 'favorites.added' },
      }),
    ).toEqual({
      type: 'favorite',
      title: { key: 'feedback.offerTitle', params: { title: 'Pizzaria' } },
      text: { key: 'favorites.added' },
      icon: null,
    });
  });

  it('refuses free text and unknown keys, so every toast can be translated', () => {
    expect(z.safeParse(toastSchema, { type: 'success', title: 'Feito!' }).success).toBe(false);
    expect(
      z.safeParse(toastSchema, { type: 'success', title: { key: 'nowhere.toBeFound' } }).success,
    ).toBe(false);
  });
});
