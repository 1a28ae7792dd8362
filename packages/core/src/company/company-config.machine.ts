import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { CompanyConfig } from './company-config.schema.ts';
import type { CompanyPort } from './company.port.ts';

export type ConfigAudience = 'public' | 'member';

export interface CompanyConfigContext {
  company: CompanyPort;
  /** The slug asked for on the public variant; `undefined` lets the host decide. */
  slug: string | undefined;
  audience: ConfigAudience;
  config: CompanyConfig | null;
  error: ClubError | null;
}

export type CompanyConfigEvent = { type: 'LOAD'; audience: ConfigAudience } | { type: 'RETRY' };

/**
 * Holds the company configuration. The public variant brands the sign-in screens; once a
 * member signs in, the member variant replaces it. The last good config stays visible while
 * a new one loads, so the brand never flickers back to the defaults.
 */
export const companyConfigMachine = setup({
  types: {
    context: {} as CompanyConfigContext,
    events: {} as CompanyConfigEvent,
    input: {} as { company: CompanyPort; slug?: string; audience?: ConfigAudience },
  },
  actors: {
    loadConfig: fromPromise<
      CompanyConfig,
      { company: CompanyPort; audience: ConfigAudience; slug: string | undefined }
    >(({ input }) =>
      input.audience === 'member' ? input.company.config() : input.company.publicConfig(input.slug),
    ),
  },
}).createMachine({
  id: 'companyConfig',
  context: ({ input }) => ({
    company: input.company,
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
        input: ({ context }) => ({
          company: context.company,
          audience: context.audience,
          slug: context.slug,
        }),
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
