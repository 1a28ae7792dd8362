import {
  ConfigDocument,
  PublicConfigDocument,
  UserDocument,
} from '../generated/graphql/graphql.ts';
import { API_PREFIX } from '../http/http-client.ts';
import { graphqlBody, GRAPHQL_PATH } from './graphql-client.ts';

/** One request a browser club sends as it starts: where, how, and its exact body. */
export interface StartupRequest {
  /** Path on the API origin with its query, e.g. `/clube/v1/graphql`. */
  path: string;
  /** The JSON body of a POST; '' for a GET. */
  body: string;
  /** POST unless told. */
  method?: 'GET';
}

/** The first requests of a browser club, by who opens it. */
export interface StartupRequests {
  /** A signed-in member: the member's company config and the member. */
  member: StartupRequest[];
  /** A visitor: the public config, without a company (the API's host decides). */
  visitor: StartupRequest;
  /** A visitor's public config for a company named in the address: `body` with `%COMPANY%`. */
  visitorOfCompany: StartupRequest;
}

export const COMPANY_PLACEHOLDER = '%COMPANY%';

/** Keys from a JSON answer down to one value in it. */
export type AnswerPath = readonly (string | number)[];

/**
 * Where a screen's first picture is in the answers the campaigns adapter reads
 * (ports/campaigns.adapter.ts), so that a page can load it while its scripts still do:
 * the campaign list's first campaign's image, a campaign's own image, the home carousel's
 * first banner's pictures (`image` for wide screens, `image_secondary` for narrow ones), and the
 * first logo of the home's first shelf as the server lists them.
 */
export const FIRST_PICTURES = {
  campaignList: ['data', 'campaigns', 'data', 0, 'image'],
  campaign: ['data', 'campaign', 'image'],
  firstBanner: ['data', 'banners', 0, 'image'],
  firstBannerSecondary: ['data', 'banners', 0, 'image_secondary'],
  firstShelfLogo: ['data', 'shelves', 0, 'partners', 0, 'logo'],
} as const satisfies Record<string, AnswerPath>;

/**
 * The requests `createBrowserClub` sends first, byte for byte, so that a page can send them
 * before the app's scripts have arrived (the web app's boot script does) and the club can take
 * those answers instead of asking again.
 */
export function startupRequests(): StartupRequests {
  const path = `/${API_PREFIX}${GRAPHQL_PATH}`;
  return {
    member: [
      { path, body: graphqlBody(ConfigDocument, undefined) },
      { path, body: graphqlBody(UserDocument, undefined) },
    ],
    visitor: { path, body: graphqlBody(PublicConfigDocument, {}) },
    visitorOfCompany: {
      path,
      body: graphqlBody(PublicConfigDocument, { company: COMPANY_PLACEHOLDER }),
    },
  };
}
