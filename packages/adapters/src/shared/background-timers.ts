import type { ActorScheduler } from '@clube/core';

/**
 * The club's timers in Node, unref'd: a session's expiry (hours away) or a toast's 5 s close
 * never keeps a process alive, so a program that forgets `club.stop()` still exits. A host
 * that awaits one of these timers does so through `waitFor`, which holds the process while
 * it waits; requests in flight hold it by their sockets.
 */
export const backgroundTimers: ActorScheduler = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return timer;
  },
  clearTimeout(id) {
    clearTimeout(id as ReturnType<typeof setTimeout>);
  },
};
