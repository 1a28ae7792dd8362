/** What the club-holding child sends back to the bench (over the fork's IPC channel). */
export interface HolderReport {
  clubs: number;
  /** RSS after a forced GC, warmed up, before the clubs are signed in. */
  baselineRssBytes: number;
  /** RSS after a forced GC with every club signed in and loaded. */
  loadedRssBytes: number;
  baselineHeapBytes: number;
  loadedHeapBytes: number;
  /** `process.memoryUsage()` after the forced GC, with no club and with N. */
  baselineUsage: MemoryFigures;
  loadedUsage: MemoryFigures;
  /** The 1-minute load average when the clubs were measured (a busy machine skews times). */
  loadAverage: number;
  /** `createNodeClub` + sign-in until the member is loaded, per club, in ms. */
  signInMs: number[];
  /** How many distinct members the clubs signed in as. */
  members: number;
  /** What each club's program used: the member only, or every long-lived actor too. */
  uses: ClubUses;
}

/** 'member': a bot that signs in and reads its member; 'all': also favorites, notifications… */
export type ClubUses = 'member' | 'all';

/** The API process's first message: where it listens. */
export interface ApiReady {
  url: string;
}

/** The parts of `process.memoryUsage()` the bench reports, in bytes. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  /** V8's reserved heap: its growth beyond heapUsed is young-generation room and fragmentation. */
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}
