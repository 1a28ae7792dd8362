import { flow } from '@clube/core';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup, type Actor } from 'xstate';
import { shallowEqual, useFlow, useFlowApi, useShallowSelector } from './use-flow.ts';

/**
 * A flow that counts how often it was entered, and invokes a request that never answers,
 * recording its abort signal: a stopped actor aborts the request it had in flight.
 */
function countingFlow() {
  const log = { entries: 0, signals: [] as AbortSignal[] };
  const machine = setup({
    types: {
      context: {} as { count: number },
      events: {} as { type: 'INC' },
    },
    actors: {
      request: fromPromise(({ signal }) => {
        log.signals.push(signal);
        return new Promise<void>(() => undefined);
      }),
    },
  }).createMachine({
    context: { count: 0 },
    entry: () => {
      log.entries += 1;
    },
    invoke: { src: 'request' },
    on: { INC: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
  });
  // Built once, as the core's flows are: the machine is module-level in real flows.
  return { log, built: flow(machine, undefined as never) };
}

type Counter = Actor<ReturnType<typeof countingFlow>['built']['logic']>;

describe('useFlow', () => {
  it('has the actor on the first render, starts it after mount and stops it on unmount', () => {
    const { log, built } = countingFlow();
    const seen: { actor: Counter; enteredBefore: number }[] = [];
    function Screen() {
      const actor = useFlow(() => built);
      seen.push({ actor, enteredBefore: log.entries });
      return null;
    }
    const view = render(<Screen />);
    expect(seen[0]?.actor).toBeTruthy();
    expect(seen[0]?.enteredBefore).toBe(0); // not started during render
    expect(log.entries).toBe(1); // started after mount
    expect(log.signals.at(-1)?.aborted).toBe(false);
    view.unmount();
    // Stopped: the request it had in flight is cancelled.
    expect(log.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('under StrictMode keeps one actor: its entry runs once and one request stays live', () => {
    const { log, built } = countingFlow();
    const actors = new Set<Counter>();
    function Screen() {
      actors.add(useFlow(() => built));
      return null;
    }
    const view = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    expect(log.entries).toBe(1);
    // StrictMode's unmount/remount stops and restarts the same actor: the first request is
    // aborted and exactly one is live.
    expect(log.signals.filter((signal) => !signal.aborted)).toHaveLength(1);
    // Every render saw the one mounted actor (a spare from the doubled initialiser is never used).
    expect(actors.size).toBe(1);
    view.unmount();
    expect(log.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('builds the flow once: a render after the first does not build it again', () => {
    const { built } = countingFlow();
    let builds = 0;
    let rerender = (): void => undefined;
    function Screen() {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      useFlow(() => {
        builds += 1;
        return built;
      });
      return null;
    }
    render(<Screen />);
    act(() => rerender());
    act(() => rerender());
    expect(builds).toBe(1);
  });

  it('re-renders a connected view when its actor changes, with the connect function applied', () => {
    const { built } = countingFlow();
    function Screen() {
      const api = useFlowApi(
        useFlow(() => built),
        (snapshot, send) => ({
          count: snapshot.context.count,
          increment: () => send({ type: 'INC' }),
        }),
      );
      return (
        <button type="button" onClick={api.increment}>
          {api.count}
        </button>
      );
    }
    render(<Screen />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('0');
    act(() => button.click());
    act(() => button.click());
    expect(button.textContent).toBe('2');
  });
});

describe('useShallowSelector', () => {
  it('does not re-render for a change outside what it selects', () => {
    const machine = createMachine({
      types: {} as {
        context: { count: number; other: number };
        events: { type: 'INC' } | { type: 'OTHER' };
      },
      context: { count: 0, other: 0 },
      on: {
        INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
        OTHER: { actions: assign({ other: ({ context }) => context.other + 1 }) },
      },
    });
    let renders = 0;
    let actorRef: Actor<typeof machine> | null = null;
    function Reader() {
      const [built] = useState(() => flow(machine, undefined as never));
      const actor = useFlow(() => built);
      actorRef = actor;
      const { count } = useShallowSelector(actor, (snapshot) => ({
        count: snapshot.context.count,
      }));
      renders += 1;
      return <output>{count}</output>;
    }
    render(<Reader />);
    const before = renders;
    act(() => actorRef?.send({ type: 'OTHER' }));
    act(() => actorRef?.send({ type: 'OTHER' }));
    expect(renders).toBe(before);
    act(() => actorRef?.send({ type: 'INC' }));
    expect(renders).toBe(before + 1);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('compares one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual({ a: { deep: 1 } }, { a: { deep: 1 } })).toBe(false);
    expect(shallowEqual(null, null)).toBe(true);
  });
});
