import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberStepper, type NumberStepperProps } from './NumberStepper.tsx';
import { renderWithI18n } from './test-utils.tsx';

function Controlled({
  initial = 0,
  onChange,
  ...rest
}: Partial<Omit<NumberStepperProps, 'value' | 'onValueChange'>> & {
  initial?: number;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberStepper
      label="Quantidade"
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantidade' });
const minus = () => screen.getByRole('button', { name: 'Diminuir' });
const plus = () => screen.getByRole('button', { name: 'Aumentar' });

describe('NumberStepper', () => {
  // Testing Library drains its async work with a setTimeout(0) that it advances only when it
  // sees Jest's fake timers: tell it how to advance Vitest's.
  const testGlobal = globalThis as { jest?: { advanceTimersByTime: (ms: number) => void } };
  beforeEach(() => {
    vi.useFakeTimers();
    testGlobal.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  });
  afterEach(() => {
    delete testGlobal.jest;
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('defaults to min 0, max 10 and exposes them as spinbutton values', () => {
    renderWithI18n(<Controlled />);
    expect(input()).toHaveValue('0');
    expect(input()).toHaveAttribute('aria-valuemin', '0');
    expect(input()).toHaveAttribute('aria-valuemax', '10');
    expect(input()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('group', { name: 'Quantidade' })).toBeInTheDocument();
  });

  it('disables minus at min and plus at max', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={9} onChange={onChange} />);
    expect(minus()).toBeEnabled();
    await user().click(plus());
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input()).toHaveValue('10');
    expect(plus()).toBeDisabled();
    for (let i = 0; i < 10; i += 1) await user().click(minus());
    expect(input()).toHaveValue('0');
    expect(minus()).toBeDisabled();
    expect(onChange).toHaveBeenCalledTimes(11);
  });

  it('steps by a custom step', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={0} step={0.5} max={2} onChange={onChange} />);
    await user().click(plus());
    await user().click(plus());
    expect(onChange.mock.calls).toEqual([[0.5], [1]]);
    expect(input()).toHaveValue('1');
  });

  it('reads typing only 500 ms after the last keystroke', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await user().clear(input());
    await user().type(input(), '7');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith(7);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('restarts the debounce on every keystroke', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled min={0} max={100} onChange={onChange} />);
    await user().clear(input());
    await user().type(input(), '4');
    act(() => vi.advanceTimersByTime(300));
    await user().type(input(), '2');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onChange.mock.calls).toEqual([[42]]);
  });

  it('clamps a typed value at or above max to max', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await user().clear(input());
    await user().type(input(), '25');
    act(() => vi.advanceTimersByTime(500));
    expect(input()).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(plus()).toBeDisabled();
  });

  it('clamps a typed value at or below min to min', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={5} min={3} onChange={onChange} />);
    await user().clear(input());
    await user().type(input(), '1');
    act(() => vi.advanceTimersByTime(500));
    expect(input()).toHaveValue('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('emits nothing while the field holds no number', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={4} onChange={onChange} />);
    await user().clear(input());
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    await user().tab();
    expect(input()).toHaveValue('4');
  });

  it('keeps digits only when integerOnly', async () => {
    renderWithI18n(<Controlled integerOnly />);
    await user().clear(input());
    await user().type(input(), '1.5a');
    expect(input()).toHaveValue('15');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps digits and one decimal point otherwise', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await user().clear(input());
    await user().type(input(), '2.5.x');
    expect(input()).toHaveValue('2.5');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it('steps with the arrow keys and jumps with Home and End', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled initial={5} onChange={onChange} />);
    await user().click(input());
    await user().keyboard('{ArrowUp}');
    expect(input()).toHaveValue('6');
    await user().keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveValue('4');
    await user().keyboard('{End}');
    expect(input()).toHaveValue('10');
    await user().keyboard('{Home}');
    expect(input()).toHaveValue('0');
    expect(onChange.mock.calls).toEqual([[6], [5], [4], [10], [0]]);
  });

  it('shows a new value set from outside', () => {
    const { rerender } = renderWithI18n(
      <NumberStepper label="Quantidade" value={1} onValueChange={() => {}} />,
    );
    rerender(<NumberStepper label="Quantidade" value={6} onValueChange={() => {}} />);
    expect(input()).toHaveValue('6');
  });
});
