/** What a member does first on a page: press a key, or touch or click it. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Runs `work` once, at the member's first interaction with the page: a focus the app moves by
 * itself (a screen's heading) does not count. For what a member needs only once they act, such
 * as the REST library their first form sends with (issue 19: not part of a page's load).
 * Returns the cancel.
 */
export function onFirstInteraction(work: () => void, target: EventTarget = window): () => void {
  const cancel = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, run, { capture: true });
  };
  function run() {
    cancel();
    work();
  }
  for (const type of INTERACTIONS)
    target.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
