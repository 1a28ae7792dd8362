import { describe, expect, it } from 'vitest';
import { isKeptMediaImage } from './service-worker-protocol.ts';

const ORIGIN = 'https://clube.example';

describe('the media images the service worker keeps', () => {
  it('keeps an image of this site under /media', () => {
    expect(isKeptMediaImage(new URL(`${ORIGIN}/media/logo.png`), 'image', ORIGIN)).toBe(true);
  });

  it('never keeps an API answer, another site’s image, or what is not an image', () => {
    expect(isKeptMediaImage(new URL(`${ORIGIN}/media/logo.png`), '', ORIGIN)).toBe(false);
    expect(isKeptMediaImage(new URL(`${ORIGIN}/clube/v1/graphql`), 'image', ORIGIN)).toBe(false);
    expect(isKeptMediaImage(new URL('https://cdn.example/media/a.png'), 'image', ORIGIN)).toBe(
      false,
    );
    expect(isKeptMediaImage(new URL(`${ORIGIN}/mediafiles/a.png`), 'image', ORIGIN)).toBe(false);
  });
});
