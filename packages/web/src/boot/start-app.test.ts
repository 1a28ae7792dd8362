import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp, type AppEntry } from './start-app.ts';

const ENTRY: AppEntry = {
  script: '/assets/index.js',
  preloads: ['/assets/initial.js', '/assets/app-modules.js'],
  styles: ['/assets/initial.css'],
};

/** What the head asks for, in order. */
const asked = () =>
  [...document.head.querySelectorAll('link, script')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')}`
      : `${(element as HTMLLinkElement).rel} ${element.getAttribute('href')}`,
  );

const noBoot = () => undefined;

const stylesheetLoaded = (href: string) =>
  document.head
    .querySelector(`link[rel="stylesheet"][href="${href}"]`)!
    .dispatchEvent(new Event('load'));

/**
 * jsdom's MessageChannel delivers in real time: this one delivers on the fake timers, a task
 * each, and counts them (the start's slices).
 */
class TimerChannel {
  static deliveries = 0;
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = {
    postMessage: () =>
      void setTimeout(() => {
        TimerChannel.deliveries += 1;
        this.port1.onmessage?.();
      }, 0),
  };
}

describe('startApp', () => {
  // The animation frames, run by the test: jsdom's would come on their own.
  let frames: (() => void)[];
  beforeEach(() => {
    // The worker's document is shared between test files (isolate: false): start from an empty
    // head, whatever an earlier file left there (a tab icon set once its test had ended).
    document.head.innerHTML = '';
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('MessageChannel', TimerChannel);
    TimerChannel.deliveries = 0;
  });
  afterEach(() => {
    // In the reverse order of beforeEach: the stub put back first is the fake timers' frame,
    // which useRealTimers then replaces with jsdom's (the other way round, the fake one stayed
    // for the next test files of this worker, whose frames then never came).
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  /**
   * The tasks due now, and those they post in turn (the start's slices post the next); the fake
   * clock runs a timer set during its tick a millisecond later.
   */
  const runTasks = () => {
    for (let round = 0; round < 20; round += 1) vi.advanceTimersByTime(1);
  };
  /** The first frame is painted: its callbacks run, then the tasks they posted. */
  const paintFrame = () => {
    for (const run of frames.splice(0)) run();
    runTasks();
  };

  it('asks for nothing until the first frame has been painted', () => {
    startApp(ENTRY, noBoot);
    vi.advanceTimersByTime(0);
    expect(asked()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(asked()).toEqual([]);
    runTasks();
    expect(asked()).toEqual([
      'modulepreload /assets/index.js',
      'modulepreload /assets/initial.js',
      'modulepreload /assets/app-modules.js',
      'stylesheet /assets/initial.css',
    ]);
  });

  it('runs the entry once every stylesheet has loaded or failed', () => {
    startApp({ ...ENTRY, styles: ['/a.css', '/b.css'] }, noBoot);
    paintFrame();
    stylesheetLoaded('/a.css');
    expect(asked()).not.toContain('script module /assets/index.js');
    document.head.querySelector('link[href="/b.css"]')!.dispatchEvent(new Event('error'));
    expect(asked().at(-1)).toBe('script module /assets/index.js');
  });

  it('runs the entry right after the frame when it has no stylesheet', () => {
    startApp({ ...ENTRY, styles: [] }, noBoot);
    paintFrame();
    expect(asked().at(-1)).toBe('script module /assets/index.js');
  });

  it('asks for its files in CORS mode, as the module scripts that import them do', () => {
    startApp(ENTRY, noBoot);
    paintFrame();
    stylesheetLoaded('/assets/initial.css');
    for (const element of document.head.querySelectorAll('link, script'))
      expect(element.getAttribute('crossorigin')).toBe('');
  });

  it('starts once when the frame and the time limit both come', () => {
    startApp(ENTRY, noBoot);
    paintFrame();
    vi.advanceTimersByTime(1000);
    stylesheetLoaded('/assets/initial.css');
    expect(asked().filter((line) => line.startsWith('script'))).toHaveLength(1);
    expect(asked().filter((line) => line.startsWith('modulepreload'))).toHaveLength(3);
  });

  it('starts after the time limit when the browser holds its frames back', () => {
    startApp(ENTRY, noBoot);
    vi.advanceTimersByTime(999);
    expect(asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    runTasks();
    expect(asked()).toHaveLength(4);
  });

  it('starts at once in a page opened in the background (no frame to wait for)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startApp(ENTRY, noBoot);
    runTasks();
    expect(asked()).toHaveLength(4);
    expect(frames).toHaveLength(0);
  });

  it('does its work in slices, a task each, where one step costs a slice', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 4));
    startApp(ENTRY, noBoot);
    paintFrame();
    // Three preloads, the boot script and the stylesheet: five tasks.
    expect(TimerChannel.deliveries).toBe(5);
    expect(asked()).toHaveLength(4);
  });

  it('does quick steps together, in one task', () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    startApp(ENTRY, noBoot);
    paintFrame();
    expect(TimerChannel.deliveries).toBe(1);
    expect(asked()).toHaveLength(4);
  });

  it("gives the boot script its slices: the boot script's work comes after the entry's files", () => {
    const seen: string[][] = [];
    startApp(ENTRY, (soon) => soon(() => seen.push(asked())));
    paintFrame();
    expect(seen).toEqual([
      [
        'modulepreload /assets/index.js',
        'modulepreload /assets/initial.js',
        'modulepreload /assets/app-modules.js',
        'stylesheet /assets/initial.css',
      ],
    ]);
  });

  it("runs the boot script after the frame, after the entry's preloads and before its stylesheets", () => {
    const seen: string[][] = [];
    startApp(ENTRY, () => seen.push(asked()));
    vi.advanceTimersByTime(0);
    expect(seen).toEqual([]);
    paintFrame();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([
      [
        'modulepreload /assets/index.js',
        'modulepreload /assets/initial.js',
        'modulepreload /assets/app-modules.js',
      ],
    ]);
  });

  it("costs only itself when a step of the boot script's throws: its next steps still run", () => {
    const ran: string[] = [];
    startApp(ENTRY, (soon) => {
      soon(() => {
        throw new Error('no head start');
      });
      soon(() => ran.push('next'));
    });
    paintFrame();
    expect(ran).toEqual(['next']);
    stylesheetLoaded('/assets/initial.css');
    expect(asked().at(-1)).toBe('script module /assets/index.js');
  });

  it('starts the app even when the boot script throws', () => {
    startApp(ENTRY, () => {
      throw new Error('no head start');
    });
    paintFrame();
    stylesheetLoaded('/assets/initial.css');
    expect(asked().at(-1)).toBe('script module /assets/index.js');
  });
});
