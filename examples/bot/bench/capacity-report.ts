/** What the club-holding child sends back to the bench (over the fork's IPC channel). */
export interface HolderReport {
  /** Memory after a forced GC at each club count, ascending, the first with no club (N = 0). */
  checkpoints: Checkpoint[];
  /** The node flags the holder ran with (`process.execArgv`, the loader's left out). */
  nodeFlags: string[];
  /** The 1-minute load average when the last checkpoint was measured (a busy machine skews times). */
  loadAverage: number;
  /** `createNodeClub` + sign-in until the member is loaded, per club, in ms. */
  signInMs: number[];
  /** How many distinct members the clubs signed in as. */
  members: number;
  /** What each club's program used: the member only, or every long-lived actor too. */
  uses: ClubUses;
}

/** The holder's memory, settled by forced collections, while it held `clubs` signed-in clubs. */
export interface Checkpoint {
  clubs: number;
  memory: MemoryFigures;
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
