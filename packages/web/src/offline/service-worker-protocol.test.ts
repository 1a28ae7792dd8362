import { describe, expect, it } from 'vitest';
import {
  isKeptMediaImage,
  loadedMediaImages,
  MEDIA_CACHE,
  mediaUrlsToKeep,
} from './service-worker-protocol.ts';

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

describe('the media images handed over by the page (loaded before the worker took control)', () => {
  it('keeps only strings that are media images of this origin, each once', () => {
    expect(
      mediaUrlsToKeep(
        [
          `${ORIGIN}/media/a.png`,
          '/media/b.png',
          `${ORIGIN}/media/a.png`,
          `${ORIGIN}/clube/v1/graphql`,
          'https://cdn.example/media/c.png',
          'http://[bad',
          42,
          null,
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/media/a.png`, `${ORIGIN}/media/b.png`]);
    expect(mediaUrlsToKeep('not a list', ORIGIN)).toEqual([]);
  });

  it('never asks for more than the media cache holds', () => {
    const many = Array.from({ length: MEDIA_CACHE.maxEntries + 20 }, (_, i) => `/media/${i}.png`);
    expect(mediaUrlsToKeep(many, ORIGIN)).toHaveLength(MEDIA_CACHE.maxEntries);
  });

  it('reads the images of the page from its resource entries, not its fetches', () => {
    expect(
      loadedMediaImages(
        [
          { name: `${ORIGIN}/media/logo.png`, initiatorType: 'img' },
          { name: `${ORIGIN}/media/data.json`, initiatorType: 'fetch' },
          { name: `${ORIGIN}/clube/v1/graphql`, initiatorType: 'fetch' },
          { name: `${ORIGIN}/assets/app.css`, initiatorType: 'link' },
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/media/logo.png`]);
  });
});
