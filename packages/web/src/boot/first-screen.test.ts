import { afterEach, describe, expect, it, vi } from 'vitest';

// The module holds the page's one "shown" flag: a fresh copy for each test.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen.ts');
}

describe('first screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs waiting work and fires the event once, at the idle moment after the mark', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { FIRST_SCREEN_EVENT, firstScreenShown, markFirstScreenShown, whenFirstScreenShown } =
      await freshModule();
    const work = vi.fn();
    const heard = vi.fn();
    window.addEventListener(FIRST_SCREEN_EVENT, heard);
    whenFirstScreenShown(work);
    markFirstScreenShown();
    expect(work).not.toHaveBeenCalled();
    expect(firstScreenShown()).toBe(false);
    for (const run of idle.splice(0)) run();
    markFirstScreenShown();
    for (const run of idle.splice(0)) run();
    expect(work).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(firstScreenShown()).toBe(true);
    window.removeEventListener(FIRST_SCREEN_EVENT, heard);
  });

  it('runs work at once after the announcement, and never work that was unsubscribed', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const { markFirstScreenShown, whenFirstScreenShown } = await freshModule();
    const dropped = vi.fn();
    const stop = whenFirstScreenShown(dropped);
    stop();
    markFirstScreenShown();
    const late = vi.fn();
    whenFirstScreenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
