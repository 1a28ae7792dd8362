import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './first-use.ts';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once', () => {
    const build = vi.fn(() => ({}));
    const value = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledOnce();
  });
});
