import { assign, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { CompanyConfig } from './company-config.schema.ts';

export type ConfigAudience = 'public' | 'member';

/** Data only: the loading is an actor the club provides (`companyConfigEffects`). */
export interface CompanyConfigContext {
  /** The slug asked for on the public variant; `undefined` lets the host decide. */
  slug: string | undefined;
  audience: ConfigAudience;
  config: CompanyConfig | null;
  error: ClubError | null;
}

export type CompanyConfigEvent = { type: 'LOAD'; audience: ConfigAudience } | { type: 'RETRY' };

export interface CompanyConfigInput {
  slug?: string;
  audience?: ConfigAudience;
}

/** What the `loadConfig` actor is asked for. */
export interface ConfigRequest {
  audience: ConfigAudience;
  slug: string | undefined;
}

/**
 * Holds the company configuration. The public variant brands the sign-in screens; once a
 * member signs in, the member variant replaces it. The last good config stays visible while
 * a new one loads, so the brand never flickers back to the defaults.
 */
export const companyConfigMachine = setup({
  types: {
    context: {} as CompanyConfigContext,
    events: {} as CompanyConfigEvent,
    input: {} as CompanyConfigInput,
  },
  actors: {
    loadConfig: unprovided<CompanyConfig, ConfigRequest>('companyConfig.loadConfig'),
  },
}).createMachine({
  id: 'companyConfig',
  context: ({ input }) => ({
    slug: input.slug,
    audience: input.audience ?? 'public',
    config: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    LOAD: { target: '.loading', actions: assign({ audience: ({ event }) => event.audience }) },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadConfig',
        input: ({ context }) => ({ audience: context.audience, slug: context.slug }),
        onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
