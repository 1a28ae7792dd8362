/** The app's entry as the build emitted it: the files index.html used to name in its head. */
export interface AppEntry {
  /** The entry module: preloaded with the others, run once the stylesheets are here. */
  script: string;
  /** The chunks it imports (statically, and in its startup phases), fetched beside it. */
  preloads: string[];
  /** Its stylesheets: the entry runs once they have loaded (or failed), as it did when named. */
  styles: string[];
}

/** Runs `work` in a task after the current one, in the order asked (see startApp). */
export type Soon = (work: () => void) => void;

/**
 * Inline in index.html, right after the start screen: starts the app's scripts and stylesheets,
 * and `beforeEntry` (the boot script), once the start screen has been painted, not while the
 * page is parsed.
 *
 * Named in the head, they were fetched as the page arrived. Where they arrived before the first
 * frame (a fast network, a warm cache), the browser ran the entry first and showed the start
 * screen only after it, or never. A frame later costs them a few milliseconds of a download that
 * takes a phone's network a second; the screen the member waits on is then always painted first
 * (issue 19: Lighthouse read that order as the scripts blocking the first paint, 2.1 s instead of
 * 0.65 s, in about half the runs of a page).
 *
 * "Painted": a task posted from the first animation frame runs after that frame. A page opened
 * in the background has no frames to wait for (and a browser may hold them back for a while):
 * it starts at once, or after FRAME_WAIT_LIMIT_MS at most.
 *
 * Its work is done in slices of SLICE_MS, a task each, in the order asked: one link or request
 * costs little in a member's browser, but 5–15 ms under DevTools, which records the stack of
 * each, and Lighthouse counts a task at 4× in a phone's blocking time, less 50 ms (issue 19: on
 * Home, the start's one task of 32–36 ms, with the entry's seven links and the boot script,
 * was its largest part, 90–100 ms). The boot script starts its own links and requests the same
 * way (`soon`), after the entry's.
 *
 * Serialised with `Function.prototype.toString`: nothing from outside its body. Unlike the boot
 * script's head start, this is the app itself, so it has no try/catch that could swallow it.
 */
export function startApp(entry: AppEntry, beforeEntry: (soon: Soon) => void): void {
  const FRAME_WAIT_LIMIT_MS = 1000;
  const SLICE_MS = 3;
  const doc = document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const queue: (() => void)[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const deadline = performance.now() + SLICE_MS;
      do queue.shift()!();
      while (queue.length > 0 && performance.now() < deadline);
      if (queue.length > 0) channel.port2.postMessage(null);
    };
    const soon: Soon = (work) => {
      if (queue.push(work) === 1) channel.port2.postMessage(null);
    };
    const add = (rel: string, href: string) => {
      const element = doc.createElement('link');
      element.rel = rel;
      element.href = href;
      element.crossOrigin = '';
      doc.head.appendChild(element);
      return element;
    };
    // The entry itself too: it runs only once the stylesheets are here, and fetched only then
    // it was one more round after them, behind the club's first requests on the page's six
    // connections (issue 19: 150–330 ms of a load went to its 1 kB).
    for (const href of [entry.script, ...entry.preloads]) soon(() => add('modulepreload', href));
    // The boot script's head start (its own links and the club's first requests): after the
    // entry's files, in the same wait for the frame. Its failure costs only that head start,
    // also in a slice of its own: a step that throws must not stop the queue, and the entry.
    const quietly =
      (work: () => void): (() => void) =>
      () => {
        try {
          work();
        } catch {
          // The app asks for everything itself.
        }
      };
    soon(quietly(() => beforeEntry((work) => soon(quietly(work)))));
    const run = () => {
      const script = doc.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.script;
      doc.head.appendChild(script);
    };
    let loading = entry.styles.length;
    if (loading === 0) soon(run);
    for (const href of entry.styles)
      soon(() => {
        const stylesheet = add('stylesheet', href);
        stylesheet.onload = stylesheet.onerror = () => {
          loading -= 1;
          if (loading === 0) run();
        };
      });
  };
  if (doc.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, FRAME_WAIT_LIMIT_MS);
}
