// Test helper: the rewards screens over the fake club, signed in, at a route of their own.
import { DEMO_MEMBER } from '@clube/core/testing';
import type { ReactElement } from 'react';
import { Route, Routes } from '../../router/index.ts';
import { FlowCacheProvider } from '../../runtime/flow-cache.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';

/** A signed-in fake club whose member has engagement points and award money. */
export async function signedInClub() {
  const { club, ports } = createFakeClub({
    members: [{ ...DEMO_MEMBER, user: { engagement_balance: 120_000, awards_balance: 12_000 } }],
  });
  await signInDemo(club);
  return { club, ports };
}

/** Renders `element` at `path` (a route pattern) opened at `url`, inside the list cache. */
export function renderAt(
  club: Awaited<ReturnType<typeof signedInClub>>['club'],
  path: string,
  url: string,
  element: ReactElement,
) {
  return renderWithClub(
    <FlowCacheProvider>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </FlowCacheProvider>,
    { club, route: url },
  );
}
