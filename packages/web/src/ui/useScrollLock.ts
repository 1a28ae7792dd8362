import { useEffect } from 'react';

/**
 * Page scroll stays locked while any panel or modal is open (SPEC §2 / §4). Locks nest: the
 * page scrolls again only when the last holder lets go, and gets back the overflow it had.
 */
let holders = 0;
let savedOverflow = '';

function lock(): void {
  if (holders === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
}

function unlock(): void {
  if (holders === 0) return;
  holders -= 1;
  if (holders === 0) document.body.style.overflow = savedOverflow;
}

/** How many holders keep the page locked now (for tests and dev tools). */
export function scrollLockCount(): number {
  return holders;
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
