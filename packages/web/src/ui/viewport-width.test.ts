import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewportWidth } from './viewport-width.ts';

describe('viewportWidth', () => {
  afterEach(() => vi.restoreAllMocks());

  it("follows the window's resizes without reading the window's width when asked", () => {
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    window.dispatchEvent(new Event('resize'));
    innerWidth.mockClear();
    expect(viewportWidth()).toBe(390);
    expect(viewportWidth()).toBe(390);
    expect(innerWidth).not.toHaveBeenCalled();
    innerWidth.mockReturnValue(1280);
    window.dispatchEvent(new Event('resize'));
    expect(viewportWidth()).toBe(1280);
  });
});
