import { connectForm, createFormMachine } from '@clube/core/forms';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { useFlowApi } from '../runtime/use-flow.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { FieldSelect } from './FieldSelect.tsx';

const addressForm = createFormMachine<{ state: string; city: string }, null, void>({
  id: 'address',
  required: ['state'],
  submit: () => new Promise<void>(() => {}),
});

const STATES = [
  { value: 'SP', label: 'SP - São Paulo' },
  { value: 'RJ', label: 'RJ - Rio de Janeiro' },
];

function open() {
  const actor = createActor(addressForm, {
    input: { values: { state: '', city: '' }, deps: null },
  }).start();
  function Form() {
    const form = useFlowApi(actor, connectForm);
    return (
      <form noValidate>
        <FieldSelect field={form.field('state')} label="Estado" options={STATES} />
        <input aria-label="Cidade" />
      </form>
    );
  }
  render(
    <I18nProvider i18n={createI18n('pt-BR')}>
      <Form />
    </I18nProvider>,
  );
  return { actor, select: screen.getByRole('combobox', { name: /Estado/ }) };
}

describe('FieldSelect', { timeout: 20_000 }, () => {
  it("closing it empty is the field's blur: the form says 'Campo obrigatório!', once", async () => {
    const { actor, select } = open();
    expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.click(select);
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');

    expect(screen.getAllByText('Campo obrigatório!')).toHaveLength(1);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(actor.getSnapshot().context.errors.state).toBeDefined();
    expect(actor.getSnapshot().context.touched.state).toBe(true);
  });

  it('closing it by clicking elsewhere checks it too', async () => {
    const { actor, select } = open();
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('textbox', { name: 'Cidade' }));

    expect(screen.getByText('Campo obrigatório!')).toBeVisible();
    expect(actor.getSnapshot().context.errors.state).toBeDefined();
  });

  it('leaving it closed and empty (Tab) checks it, as any field on blur', async () => {
    const { select } = open();
    act(() => select.focus());
    await userEvent.tab();

    expect(screen.getByText('Campo obrigatório!')).toBeVisible();
  });

  it('reopening clears the message; a choice keeps it away', async () => {
    const { actor, select } = open();
    await userEvent.click(select);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Campo obrigatório!')).toBeVisible();

    await userEvent.click(select);
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'RJ - Rio de Janeiro' }));

    expect(select).toHaveValue('RJ - Rio de Janeiro');
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
    expect(actor.getSnapshot().context.values.state).toBe('RJ');
    expect(actor.getSnapshot().context.errors.state).toBeUndefined();
  });
});
