import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { waitFor } from './wait-for.ts';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
});

describe('waitFor', () => {
  it('resolves with the current snapshot when it already passes', async () => {
    const actor = createActor(toggle).start();
    const snapshot = await waitFor(actor, (s) => s.matches('off'));
    expect(snapshot.value).toBe('off');
  });

  it('resolves with the first later snapshot that passes', async () => {
    const actor = createActor(toggle).start();
    const waiting = waitFor(actor, (s) => s.matches('on'), { timeout: 1000 });
    actor.send({ type: 'FLIP' });
    await expect(waiting).resolves.toMatchObject({ value: 'on' });
  });

  it('reads an Observable too', async () => {
    const values = new Subject<number>();
    const waiting = waitFor(values, (n) => n > 2);
    for (const n of [1, 2, 3, 4]) values.next(n);
    await expect(waiting).resolves.toBe(3);
  });

  it("rejects with an 'aborted' ClubError when the caller's signal fires", async () => {
    const actor = createActor(toggle).start();
    const controller = new AbortController();
    const waiting = waitFor(actor, (s) => s.matches('on'), { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('rejects at once when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const waiting = waitFor(new Subject<number>(), () => true, { signal: controller.signal });
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
  });

  it("rejects with a 'timeout' ClubError after the timeout", async () => {
    const waiting = waitFor(new Subject<number>(), () => true, { timeout: 10 });
    await expect(waiting).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects when the stream ends before a value passes', async () => {
    const values = new Subject<number>();
    const waiting = waitFor(values, (n) => n > 5);
    values.next(1);
    values.complete();
    await expect(waiting).rejects.toMatchObject({ kind: 'network' });
  });
});
