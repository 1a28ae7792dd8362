import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useIdle } from './use-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useIdle', () => {
  it('turns true only once the browser reports idle time, asking with the timeout', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      callbacks.push(callback);
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      return callbacks.length;
    });
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    act(() => callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('gives the idle request back when unmounted before it came', () => {
    const cancel = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount, result } = renderHook(() => useIdle());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(result.current).toBe(false);
  });
});
