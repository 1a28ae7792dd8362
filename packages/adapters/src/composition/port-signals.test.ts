import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostalCode } from '../location/postal-code.adapter.ts';
import { API_FEATURES, type ApiFeature } from './api-features.ts';
import { FEATURE_PORTS } from './feature-ports.ts';
import { SESSION_PORTS, type SessionPortName } from './session-ports.ts';
import { createTransports } from './transports.ts';

/**
 * A fetch that never answers: it keeps the signal each request carries and rejects only
 * when that signal aborts, as the platform's fetch does.
 */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal) signals.push(signal);
    return new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  };
  return { fetch, signals };
}

type Walked = Exclude<ApiFeature, 'activation'> | Exclude<SessionPortName, 'tokenDecoder'>;

/**
 * What each port method is called with, before its signal. Every method of every composed
 * adapter must be listed: a new method without an entry fails the walk below.
 * Activation's methods are typed by its own task and walked there; the token decoder is
 * synchronous and sends nothing.
 */
const CALLS: { readonly [P in Walked]: Readonly<Record<string, readonly unknown[]>> } = {
  auth: { login: [{ document: '52998224725', password: 'secret' }] },
  company: { publicConfig: [undefined], config: [] },
  profile: { user: [] },
  passwordReset: {
    request: [{ email: 'ana@example.com' }],
    checkToken: ['token'],
    reset: ['token', { password: 'a1b2c3d4', password_confirmation: 'a1b2c3d4' }],
  },
  memberAccount: {
    update: [{ name: 'Ana' }],
    checkEmail: ['ana@example.com'],
    changePassword: [{ current_password: 'a', password: 'b', confirm_password: 'b' }],
  },
  campaigns: {
    list: [{}],
    get: ['a-campaign'],
    categories: [],
    publicCategories: [],
    banners: [{}],
    paginatedBanners: [{}],
    shelves: [{ quantity: 1, highlightQuantity: 1 }],
    nearby: [{ latitude: -23.55, longitude: -46.63 }],
    toggleLike: ['a-campaign'],
    requestEvent: ['1', { kind: 'link' }, undefined],
    track: ['1', {}],
    negativeExperienceTypes: [],
    reportNegativeExperience: ['1', { negative_experience_id: '2' }],
    addPaymentCard: ['provider', '4111 1111 1111 1111'],
  },
  search: { search: [{ index: 'campaigns', query: 'pizza' }] },
  favorites: { slugs: [], campaigns: [{}], toggle: ['a-campaign'] },
  notifications: { check: [], list: [], markRead: ['1'] },
  wallet: {
    withdraw: [{ endpoint: 'cashback', payload: {} }, undefined],
    cashbackRecords: [{}],
    redeemCashback: [{}, undefined],
  },
  redemptions: {
    letters: [{}],
    letter: ['1'],
    requestLetter: ['1', {}],
    sendLetter: ['1', 'ana@example.com'],
    deleteLetter: ['1'],
    vouchers: [{}],
    voucher: ['1'],
    deleteVoucher: ['1'],
    transactions: [{}],
    giftCard: ['1'],
  },
  engagement: { coin: [], partners: [{}], campaigns: [{}] },
  awards: { partners: [{}] },
  partners: { list: [{}], requestPartnership: [{ name: 'Loja' }] },
  support: { send: [{ subject: 'Ajuda', message: 'Olá' }] },
  pharmacy: { activate: [{}] },
  notices: { last: [], link: ['1'] },
};

const WALKED_FEATURES = API_FEATURES.filter((name) => name !== 'activation');
const WALKED_SESSION_PORTS = ['auth', 'company', 'profile'] as const;

type PortMethod = (...args: unknown[]) => Promise<unknown>;

/** Each port of the composition maps, built over transports whose fetch never answers. */
function composedPort(name: Walked, fetch: typeof globalThis.fetch): Record<string, PortMethod> {
  const transports = createTransports({ baseUrl: 'http://club.test', fetch });
  const factory =
    name in FEATURE_PORTS
      ? FEATURE_PORTS[name as ApiFeature]
      : SESSION_PORTS[name as SessionPortName];
  return factory(transports) as unknown as Record<string, PortMethod>;
}

/** Calls `method` with a signal, then shows that fetch got a signal following it. */
async function expectSignalReachesFetch(
  signals: AbortSignal[],
  call: (signal: AbortSignal) => Promise<unknown>,
): Promise<void> {
  const controller = new AbortController();
  const answer = call(controller.signal);
  answer.catch(() => undefined);
  await vi.waitFor(() => expect(signals).toHaveLength(1));
  const reached = signals[0]!;
  expect(reached.aborted).toBe(false);
  controller.abort();
  expect(reached.aborted).toBe(true);
  await expect(answer).rejects.toMatchObject({ kind: 'aborted' });
}

describe("every port method passes the caller's signal to fetch", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every method of every composed adapter', () => {
    const { fetch } = hangingFetch();
    for (const name of [...WALKED_FEATURES, ...WALKED_SESSION_PORTS])
      expect(Object.keys(composedPort(name, fetch)).sort(), name).toEqual(
        Object.keys(CALLS[name]).sort(),
      );
  });

  const walk = [...WALKED_FEATURES, ...WALKED_SESSION_PORTS].flatMap((port) =>
    Object.entries(CALLS[port]).map(([method, args]) => ({
      name: `${port}.${method}`,
      port,
      method,
      args,
    })),
  );

  it.each(walk)('$name', async ({ port, method, args }) => {
    // A refused profile edit is logged (SPEC §8); an abort is one too.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, signals } = hangingFetch();
    const adapter = composedPort(port, fetch);
    await expectSignalReachesFetch(signals, (signal) => adapter[method]!(...args, signal));
  });

  it('postalCode.lookup', async () => {
    const { fetch, signals } = hangingFetch();
    const postalCode = createPostalCode({ baseUrl: 'http://cep.test/cep/v2/', fetch });
    await expectSignalReachesFetch(signals, (signal) => postalCode.lookup('01001-000', signal));
  });
});
