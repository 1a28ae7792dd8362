import type { LocationPort } from '@clube/core';

/** A location for Node: remembers where it was sent, so bots and tests can read it. */
export interface MemoryLocation extends LocationPort {
  readonly visited: readonly string[];
  readonly opened: readonly string[];
}

export function createMemoryLocation(start = '/'): MemoryLocation {
  const visited = [start];
  const opened: string[] = [];
  return {
    visited,
    opened,
    current: () => visited[visited.length - 1] ?? start,
    assign: (url) => {
      visited.push(url);
    },
    open: (url) => {
      opened.push(url);
    },
    reload: () => undefined,
  };
}
