import {
  createActor,
  type Actor,
  type AnyActorLogic,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
} from 'xstate';

/** Where a flow's actor schedules its timers (xstate's `Clock`): the club's, or the real ones. */
export interface FlowClock {
  setTimeout(callback: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * A flow that is built, not started: the machine, its input (the club's ports and whatever
 * the screen chose) and the club's clock. The host decides when an actor runs it — React
 * after mount (`useFlow`), a bot at once (`startFlow`) — so building one has no effect.
 */
export interface Flow<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  readonly input: InputFrom<TLogic>;
  readonly clock?: FlowClock;
}

export function flow<TLogic extends AnyActorLogic>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  clock?: FlowClock,
): Flow<TLogic> {
  return clock === undefined ? { logic, input } : { logic, input, clock };
}

export interface FlowActorOptions {
  /** XState's inspection API for this actor and its children (e.g. `club.runtime.inspect`). */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;
}

/** An actor for the flow, created but not started (a view starts it once it is mounted). */
export function createFlowActor<TLogic extends AnyActorLogic>(
  built: Flow<TLogic>,
  options: FlowActorOptions = {},
): Actor<TLogic> {
  return createActor(built.logic, {
    input: built.input,
    ...(built.clock === undefined ? {} : { clock: built.clock }),
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  } as never) as Actor<TLogic>;
}

/** Creates and starts the flow's actor: for hosts without a view layer (bots, scripts, tests). */
export function startFlow<TLogic extends AnyActorLogic>(
  built: Flow<TLogic>,
  options: FlowActorOptions = {},
): Actor<TLogic> {
  return createFlowActor(built, options).start();
}

/**
 * What every connect function takes: a flow's current snapshot and the way to send it
 * events. Connect functions are pure; they turn these two into a plain API for any view.
 */
export type Send<TLogic extends AnyActorLogic> = (event: EventFromLogic<TLogic>) => void;
export type Connect<TLogic extends AnyActorLogic, TApi> = (
  snapshot: SnapshotFrom<TLogic>,
  send: Send<TLogic>,
) => TApi;
