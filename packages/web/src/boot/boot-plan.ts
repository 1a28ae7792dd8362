/** Who a route's first screen is for: the guard sends the others elsewhere. */
export type RouteAudience = 'member' | 'visitor' | 'any';

/** What the boot script loads for one route pattern: its chunks and their stylesheets. */
export interface BootRoute {
  /** A regular expression (source) over `location.pathname`. */
  pattern: string;
  audience: RouteAudience;
  scripts: string[];
  styles: string[];
}

/** A request the boot script sends so that the club finds its answer already on the way. */
export interface BootRequest {
  /** Path on this origin. */
  path: string;
  body: string;
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
  member: BootRequest[];
  visitor: BootRequest;
  visitorOfCompany: BootRequest;
  companyPlaceholder: string;
}

/** One request the boot script sent, for the club's fetch to take (see `boot-fetch.ts`). */
export interface BootAnswer {
  url: string;
  body: string;
  authorization: string | null;
  response: Promise<Response>;
}

/** Where the boot script leaves its answers for the app. */
export const BOOT_ANSWERS_KEY = '__clubeBootAnswers';
