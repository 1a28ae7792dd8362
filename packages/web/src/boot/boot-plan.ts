import type { AnswerPath } from '@clube/adapters';

/** Who a route's first screen is for: the guard sends the others elsewhere. */
export type RouteAudience = 'member' | 'visitor' | 'any';

/** What the boot script loads for one route pattern: its chunks, stylesheets and data. */
export interface BootRoute {
  /** A regular expression (source) over `location.pathname`. */
  pattern: string;
  audience: RouteAudience;
  scripts: string[];
  styles: string[];
  /**
   * A signed-in member's first data on this screen, when the address has no query (a query
   * names another list than the one asked for here).
   */
  requests: BootRequest[];
  /**
   * Stands, in `requests`' bodies, for the address's part that `pattern`'s first group
   * captures (the screen's `:slug`), decoded and escaped as JSON text.
   */
  paramPlaceholder?: string;
  /**
   * The screen's first pictures (its largest paint, and what is painted with it), each
   * preloaded as soon as the answer that names it arrives.
   */
  pictures?: BootPicture[];
}

/**
 * Where a screen's first picture (its largest paint, such as the first card's image) is named in
 * one of its first answers: so that it loads while the app's scripts do, not after the app has
 * rendered the list (issue 19: Campanhas' image waited 2.4 s of a phone's 3.8 s for that).
 */
export interface BootPicture {
  /** Index in the route's `requests`. */
  request: number;
  /** Keys from that request's JSON answer down to the picture's address. */
  path: AnswerPath;
  /** Read when `path` names no address (a banner with one picture shows it at every width). */
  fallbackPath?: AnswerPath;
  /**
   * Where the screen shows another picture while a media query matches (its <picture>'s
   * <source>): read instead of the above then.
   */
  narrow?: { media: string; path: AnswerPath; fallbackPath?: AnswerPath };
}

/** A request the boot script sends so that the club finds its answer already on the way. */
export interface BootRequest {
  /** Path on this origin, with its query. */
  path: string;
  /** A POST's JSON body; '' for a GET. */
  body: string;
  /** POST unless told. */
  method?: 'GET' | 'POST';
  /**
   * Sent only if the member's company config (`member[0]`'s answer) grants this permission;
   * otherwise the club would not ask for it either.
   */
  permission?: string;
}

/**
 * Everything the boot script needs, worked out at build time (see `boot-plugin.ts`): the
 * routes' chunks, and the club's first requests for a member and for a visitor.
 */
export interface BootPlan {
  sessionKey: string;
  routes: BootRoute[];
  /** Indexes in `routes` of the screens the guard sends to: Entrar, and Home. */
  visitorFallback: number;
  memberFallback: number;
  /** A signed-in member's first requests: the company config first, then the member. */
  member: BootRequest[];
  /** The frame of every member screen (categories, notifications), for a signed-in member. */
  memberShell: BootRequest[];
  visitor: BootRequest;
  visitorOfCompany: BootRequest;
  companyPlaceholder: string;
}

/** One request the boot script sent, for the club's fetch to take (see `boot-fetch.ts`). */
export interface BootAnswer {
  url: string;
  method: 'GET' | 'POST';
  body: string;
  authorization: string | null;
  /** null: not sent after all (the company config did not grant its permission). */
  response: Promise<Response | null>;
}

/** Where the boot script leaves its answers for the app. */
export const BOOT_ANSWERS_KEY = '__clubeBootAnswers';
