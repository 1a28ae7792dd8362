import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_ALL_ROWS_ATTRIBUTE, renderAllRows } from './render-all-rows.ts';

const renderingAll = () => document.documentElement.hasAttribute(RENDER_ALL_ROWS_ATTRIBUTE);

afterEach(() => document.documentElement.removeAttribute(RENDER_ALL_ROWS_ATTRIBUTE));

describe('renderAllRows', () => {
  it('holds every row rendered until the last holder releases, each release counting once', () => {
    const first = renderAllRows();
    const second = renderAllRows();
    expect(renderingAll()).toBe(true);
    first();
    first();
    expect(renderingAll()).toBe(true);
    second();
    expect(renderingAll()).toBe(false);
    const third = renderAllRows();
    expect(renderingAll()).toBe(true);
    third();
    expect(renderingAll()).toBe(false);
  });
});
