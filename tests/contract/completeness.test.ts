import { CEP_OPERATIONS, REST_OPERATIONS, SERVED_ROOT_FIELDS } from '@clube/sandbox';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ROOT_FIELDS } from './support/graphql.ts';
import { CONTRACT_OPERATIONS, openapi } from './support/openapi.ts';

// The contracts and the sandbox must list the same operations: an operation missing from the
// sandbox is a screen that cannot work; one missing from the contracts is undocumented.
describe('contract completeness', () => {
  it('the sandbox serves exactly the REST operations of the OpenAPI contract', () => {
    const served = [...REST_OPERATIONS, ...CEP_OPERATIONS].sort();
    expect(new Set(served).size).toBe(served.length);
    expect(served.filter((op) => !CONTRACT_OPERATIONS.includes(op))).toEqual([]);
    expect(CONTRACT_OPERATIONS.filter((op) => !served.includes(op))).toEqual([]);
  });

  it('the sandbox resolves exactly the root fields of the GraphQL contract', () => {
    expect(SERVED_ROOT_FIELDS.query).toEqual(CONTRACT_ROOT_FIELDS.query);
    expect(SERVED_ROOT_FIELDS.mutation).toEqual(CONTRACT_ROOT_FIELDS.mutation);
  });

  it('names every REST operation with a unique operationId', () => {
    const ids = Object.values(openapi.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        operation && typeof operation === 'object' && 'operationId' in operation
          ? [String(operation.operationId)]
          : [],
      ),
    );
    expect(ids).toHaveLength(CONTRACT_OPERATIONS.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers the operations SPEC §7 lists', () => {
    expect(CONTRACT_OPERATIONS.length).toBeGreaterThanOrEqual(33);
    expect(CONTRACT_ROOT_FIELDS.query).toEqual(
      expect.arrayContaining([
        'banners',
        'paginatedBanners',
        'campaign',
        'campaigns',
        'categories',
        'publicCategories',
        'company',
        'config',
        'publicConfig',
        'letters',
        'letter',
        'cashback',
        'shelves',
        'user',
        'negativeExperience',
        'giftCard',
        'voucher',
        'vouchers',
        'favorites',
        'favoritedCampaigns',
        'partners',
        'partnersNearby',
        'transactions',
      ]),
    );
    expect(CONTRACT_ROOT_FIELDS.mutation).toEqual([
      'deleteLetter',
      'deleteVoucher',
      'favorite',
      'like',
    ]);
  });
});
