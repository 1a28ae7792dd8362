import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, Suspense, use, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { useActorSelector } from './use-actor-selector.ts';

const counter = createMachine({
  types: {} as { context: { count: number; other: number }; events: { type: 'INC' | 'OTHER' } },
  context: { count: 0, other: 0 },
  on: {
    INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    OTHER: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});

/** A promise that never settles: a child that reads it suspends for good. */
const never = new Promise<never>(() => undefined);

/** Shows the count; from 1 on its child suspends, so how React applied the update shows. */
function Count({ actor }: { actor: ReturnType<typeof createActor<typeof counter>> }) {
  const count = useActorSelector(actor, (snapshot) => snapshot.context.count);
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'INC' })}>
        mais
      </button>
      <Suspense fallback={<p>carregando</p>}>
        <Shown count={count} />
      </Suspense>
    </>
  );
}

function Shown({ count }: { count: number }) {
  if (count > 0) use(never);
  return <output>{count}</output>;
}

describe('useActorSelector', () => {
  it('applies a change from outside an event as a transition: the screen shown stays', () => {
    const actor = createActor(counter).start();
    render(<Count actor={actor} />);
    act(() => actor.send({ type: 'INC' }));
    // A transition that suspends keeps what was on screen; an urgent update shows the fallback.
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('applies what the member did at once, inside the event', () => {
    const actor = createActor(counter).start();
    render(<Count actor={actor} />);
    fireEvent.click(screen.getByRole('button', { name: 'mais' }));
    expect(screen.getByText('carregando')).toBeVisible();
  });

  it('renders nothing again for a change outside what it selects, and follows another actor', () => {
    const first = createActor(counter).start();
    const second = createActor(counter).start();
    act(() => second.send({ type: 'INC' }));
    let renders = 0;
    function Reader({ actor }: { actor: typeof first }) {
      return <output>{useActorSelector(actor, (snapshot) => snapshot.context.count)}</output>;
    }
    const counted = (actor: typeof first) => (
      <Profiler id="reader" onRender={() => (renders += 1)}>
        <Reader actor={actor} />
      </Profiler>
    );
    const { rerender } = render(counted(first));
    const before = renders;
    act(() => first.send({ type: 'OTHER' }));
    expect(renders).toBe(before);
    act(() => first.send({ type: 'INC' }));
    expect(renders).toBe(before + 1);
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => first.send({ type: 'INC' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    rerender(counted(second));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('sees a change made between its render and its subscription', () => {
    const actor = createActor(counter).start();
    function Reader() {
      const count = useActorSelector(actor, (snapshot) => snapshot.context.count);
      return <output>{count}</output>;
    }
    // Layout effects run before passive ones: the change lands before the subscription.
    function SendsOnLayout() {
      useLayoutEffect(() => {
        actor.send({ type: 'INC' });
      }, []);
      return null;
    }
    render(
      <>
        <Reader />
        <SendsOnLayout />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});
