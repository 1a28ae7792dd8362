import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scrollLockCount, useScrollLock } from './useScrollLock.ts';

function Holder({ active }: { active: boolean }) {
  useScrollLock(active);
  return null;
}

describe('useScrollLock', () => {
  it('locks page scroll while active and restores the previous overflow', () => {
    document.body.style.overflow = 'auto';
    const { rerender, unmount } = render(<Holder active />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Holder active={false} />);
    expect(document.body.style.overflow).toBe('auto');
    rerender(<Holder active />);
    unmount();
    expect(document.body.style.overflow).toBe('auto');
    expect(scrollLockCount()).toBe(0);
    document.body.style.overflow = '';
  });

  it('counts nested locks: the page scrolls again only when the last one goes', () => {
    const first = render(<Holder active />);
    const second = render(<Holder active />);
    expect(scrollLockCount()).toBe(2);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
    expect(scrollLockCount()).toBe(0);
  });

  it('does nothing while inactive', () => {
    render(<Holder active={false} />);
    expect(scrollLockCount()).toBe(0);
    expect(document.body.style.overflow).toBe('');
  });
});
