/** What the club-holding child sends back to the bench (over the fork's IPC channel). */
export interface HolderReport {
  clubs: number;
  /** RSS after a forced GC, warmed up, before the clubs are signed in. */
  baselineRssBytes: number;
  /** RSS after a forced GC with every club signed in and loaded. */
  loadedRssBytes: number;
  baselineHeapBytes: number;
  loadedHeapBytes: number;
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
