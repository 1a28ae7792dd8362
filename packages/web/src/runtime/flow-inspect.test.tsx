import { createClub, flow, systemClock, type Club } from '@clube/core';
import { createFakePorts } from '@clube/core/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup, type AnyActorRef, type InspectionEvent } from 'xstate';
import { ClubProvider } from './club-context.tsx';
import { FlowCacheProvider, useCachedFlow } from './flow-cache.tsx';
import { useFlow } from './use-flow.ts';

// A flow with a child: the club's `inspect` must see the flow's actor and what it invokes.
const machine = setup({
  actors: { request: fromPromise(() => new Promise<void>(() => undefined)) },
}).createMachine({ id: 'inspected', invoke: { id: 'request', src: 'request' } });
const built = flow(machine, undefined as never);

/** A club whose `inspect` records the actors it saw created. */
function inspectedClub(): { club: Club; created: AnyActorRef[] } {
  const created: AnyActorRef[] = [];
  const club = createClub(createFakePorts({ clock: systemClock }), {
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.actor') created.push(event.actorRef as AnyActorRef);
    },
  });
  return { club, created };
}

function seenFrom(created: AnyActorRef[], root: AnyActorRef | undefined) {
  return {
    root: created.includes(root as AnyActorRef),
    child: created.some((ref) => ref._parent === root && ref.id === 'request'),
  };
}

describe("the club's inspect option reaches every flow actor the view makes", () => {
  it('useFlow hands it to the actor and its children', () => {
    const { club, created } = inspectedClub();
    let actor: AnyActorRef | undefined;
    function Screen() {
      actor = useFlow(() => built);
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ClubProvider club={club}>{children}</ClubProvider>
    );
    const view = render(<Screen />, { wrapper });
    expect(seenFrom(created, actor)).toEqual({ root: true, child: true });
    view.unmount();
    club.stop();
  });

  it('useCachedFlow (the lists kept between screens) hands it over too', () => {
    const { club, created } = inspectedClub();
    let actor: AnyActorRef | undefined;
    function List() {
      actor = useCachedFlow('inspected', () => built);
      return null;
    }
    const view = render(
      <ClubProvider club={club}>
        <FlowCacheProvider>
          <List />
        </FlowCacheProvider>
      </ClubProvider>,
    );
    expect(seenFrom(created, actor)).toEqual({ root: true, child: true });
    view.unmount();
    club.stop();
  });

  it('a flow outside a club (tested alone) runs without one', () => {
    let actor: AnyActorRef | undefined;
    function Screen() {
      actor = useFlow(() => built);
      return null;
    }
    const view = render(<Screen />);
    expect(actor?.getSnapshot().status).toBe('active');
    view.unmount();
  });
});
