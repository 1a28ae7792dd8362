import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './Select.tsx';
import { renderWithI18n } from './test-utils.tsx';

const STATES: SelectOption[] = [
  { value: 'AC', label: 'Acre' },
  { value: 'AP', label: 'Amapá' },
  { value: 'AM', label: 'Amazonas' },
  { value: 'CE', label: 'Ceará' },
  { value: 'PA', label: 'Pará' },
  { value: 'PR', label: 'Paraná' },
  { value: 'SP', label: 'São Paulo' },
];

function Controlled({
  initial = null,
  required = false,
  onChange,
}: {
  initial?: string | null;
  required?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Select
        label="Estado"
        options={STATES}
        value={value}
        required={required}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Depois</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Estado' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Estado' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('Select', () => {
  it('is a labelled, collapsed combobox controlling a listbox', () => {
    renderWithI18n(<Controlled />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute(
      'aria-controls',
      screen.getByRole('listbox', { hidden: true }).id,
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on click and closes on a second click', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toHaveLength(STATES.length);
    await userEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when it loses focus', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option on click, shows its label and closes', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Ceará' }));
    expect(onChange).toHaveBeenCalledWith('CE');
    expect(combobox()).toHaveValue('Ceará');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveFocus();
    await userEvent.click(combobox());
    expect(screen.getByRole('option', { name: 'Ceará' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Acre' })).toHaveAttribute('aria-selected', 'false');
  });

  it('filters by prefix, ignoring accents and case', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.type(combobox(), 'PARA');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Pará', 'Paraná']);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'sao');
    expect(optionNames()).toEqual(['São Paulo']);
  });

  it('does not match inside a label', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.type(combobox(), 'paulo');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma opção encontrada');
  });

  it('clears the search text when it closes', async () => {
    renderWithI18n(<Controlled initial="AC" />);
    await userEvent.type(combobox(), 'ama');
    expect(combobox()).toHaveValue('ama');
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Acre');
    await userEvent.click(combobox());
    expect(combobox()).toHaveValue('');
    expect(optionNames()).toHaveLength(STATES.length);
  });

  it('says "Campo obrigatório!" when closed empty and required', async () => {
    renderWithI18n(<Controlled required />);
    await userEvent.click(combobox());
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório!');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Campo obrigatório!');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('clears the error on focus, and says nothing once an option is chosen', async () => {
    renderWithI18n(<Controlled required />);
    await userEvent.click(combobox());
    await userEvent.click(combobox());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Acre' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing when closed empty and optional', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(combobox());
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works from the keyboard: arrows move the active option, Enter chooses it', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const activeName = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeName()).toBe('Acre');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Amazonas');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Amapá');
    await userEvent.keyboard('{End}');
    expect(activeName()).toBe('São Paulo');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('São Paulo');
    await userEvent.keyboard('{Home}');
    expect(activeName()).toBe('Acre');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('AP');
    expect(combobox()).toHaveValue('Amapá');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('types to search, then Enter chooses the first match', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await userEvent.type(combobox(), 'ce{Enter}');
    expect(onChange).toHaveBeenCalledWith('CE');
    expect(combobox()).toHaveValue('Ceará');
  });

  it('opens on ArrowDown at the chosen option', async () => {
    renderWithI18n(<Controlled initial="PR" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const active = combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent('Paraná');
  });

  it('Escape closes without choosing', async () => {
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveValue('');
  });

  it('keeps working when the options change while it is open', async () => {
    const { rerender } = renderWithI18n(
      <Select label="Estado" options={STATES} value={null} onValueChange={() => {}} />,
    );
    await userEvent.click(combobox());
    await userEvent.keyboard('{End}');
    rerender(
      <Select label="Estado" options={STATES.slice(0, 2)} value={null} onValueChange={() => {}} />,
    );
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Acre');
  });

  it('keeps the focus in the input on a press inside the list', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(combobox());
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('listbox') });
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });
});
