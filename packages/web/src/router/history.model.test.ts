import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, type History, type NavigationType } from './history.ts';

/** The model: the entries' paths, the current index, and how it was reached. */
interface Model {
  entries: string[];
  index: number;
  action: NavigationType;
}

type Command = fc.Command<Model, History>;

const check = (model: Model, history: History) => {
  expect(history.location.pathname).toBe(model.entries[model.index]);
  expect(history.action).toBe(model.action);
};

class Push implements Command {
  constructor(readonly path: string) {}
  check = () => true;
  run(model: Model, history: History) {
    history.push(this.path);
    model.entries.splice(model.index + 1, Infinity, this.path);
    model.index += 1;
    model.action = 'PUSH';
    check(model, history);
  }
  toString = () => `push(${this.path})`;
}

class Replace implements Command {
  constructor(readonly path: string) {}
  check = () => true;
  run(model: Model, history: History) {
    history.replace(this.path);
    model.entries[model.index] = this.path;
    model.action = 'REPLACE';
    check(model, history);
  }
  toString = () => `replace(${this.path})`;
}

class Go implements Command {
  constructor(readonly delta: number) {}
  check = () => true;
  run(model: Model, history: History) {
    let notified = 0;
    const stop = history.listen(() => (notified += 1));
    history.go(this.delta);
    stop();
    const next = Math.min(Math.max(model.index + this.delta, 0), model.entries.length - 1);
    // A go that stays where it is changes nothing, not even the action.
    expect(notified).toBe(next === model.index ? 0 : 1);
    if (next !== model.index) {
      model.index = next;
      model.action = 'POP';
    }
    check(model, history);
  }
  toString = () => `go(${this.delta})`;
}

const path = fc
  .array(fc.constantFrom('a', 'b', 'campanhas', 'x-1'), { maxLength: 3 })
  .map((segments) => `/${segments.join('/')}`);

const commands = fc.commands(
  [
    path.map((p) => new Push(p)),
    path.map((p) => new Replace(p)),
    fc.integer({ min: -4, max: 4 }).map((delta) => new Go(delta)),
  ],
  { maxCommands: 40 },
);

describe('createMemoryHistory against a model', () => {
  it('agrees with an array and an index after any sequence of push, replace and go', () => {
    fc.assert(
      fc.property(
        fc.array(path, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        commands,
        (initial, start, sequence) => {
          const index = start % initial.length;
          fc.modelRun(
            () => ({
              model: { entries: [...initial], index, action: 'POP' as NavigationType },
              real: createMemoryHistory(initial, index),
            }),
            sequence,
          );
        },
      ),
    );
  });
});
