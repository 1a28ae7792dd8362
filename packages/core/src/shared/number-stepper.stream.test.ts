import { Subject } from 'rxjs';
import { expect, it } from 'vitest';
import { createVirtualScheduler } from '../testing/simulated-time.ts';
import { startStepperTyping, stepperValues } from './number-stepper.stream.ts';
import { cardDigits } from '../payment/card.rules.ts';

it('debounces typing by 500 ms and emits numbers clamped into range', () => {
  const { scheduler, advance } = createVirtualScheduler();
  const typed = new Subject<string>();
  const values: number[] = [];
  stepperValues(typed, { integerOnly: true, scheduler }).subscribe((value) => values.push(value));
  typed.next('1');
  advance(499);
  typed.next('12');
  advance(500);
  typed.next('7a');
  advance(500);
  typed.next('');
  advance(500);
  // '12' is past the default max of 10; '1' was superseded within 500 ms.
  expect(values).toEqual([10, 7]);
  const decimals: number[] = [];
  stepperValues(typed, { bounds: { min: 0, max: 5, step: 0.5 }, scheduler }).subscribe((v) =>
    decimals.push(v),
  );
  typed.next('2.5');
  advance(500);
  typed.next('3,5');
  advance(500);
  expect(decimals).toEqual([2.5, 3.5]);
});

it('hands the debounced values of plain typing to a callback until stopped', () => {
  const { scheduler, advance } = createVirtualScheduler();
  const values: number[] = [];
  const typing = startStepperTyping((value) => values.push(value), {
    bounds: { min: 0, max: 100, step: 1 },
    integerOnly: true,
    scheduler,
  });
  typing.type('4');
  advance(300);
  typing.type('42');
  advance(500);
  typing.type('7');
  typing.stop();
  advance(500);
  expect(values).toEqual([42]);
});

it('strips the spaces of a card number for the payment path', () => {
  expect(cardDigits('4111 1111 1111 1111')).toBe('4111111111111111');
});
