import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { PERSISTED_STORE_TIMEOUT_MS } from '../shared/constants.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { persistSession, restoreSession } from './session.rules.ts';

const NOW = Date.UTC(2026, 10, 22);

test.prop([
  fc.integer({ min: 0, max: 3 * PERSISTED_STORE_TIMEOUT_MS }),
  fc.integer({ min: -PERSISTED_STORE_TIMEOUT_MS, max: 3 * PERSISTED_STORE_TIMEOUT_MS }),
])(
  'a stored session comes back exactly while it is younger than 48 h and its token unexpired',
  (age, expiresIn) => {
    const storage = createMemoryStorage();
    const auth = {
      token: 't',
      company: 'clube-demo',
      company_name: null,
      expiresAt: NOW + expiresIn,
      document: '52998224725',
      name: 'Marina',
    };
    persistSession(storage, auth, { now: () => NOW - age });
    const restored = restoreSession(storage, { now: () => NOW });
    const expected = age < PERSISTED_STORE_TIMEOUT_MS && expiresIn > 0;
    expect(restored).toEqual(expected ? auth : null);
  },
);
