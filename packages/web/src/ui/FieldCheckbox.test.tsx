import { connectForm, createFormMachine } from '@clube/core/forms';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { useFlowApi } from '../runtime/use-flow.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { FieldCheckbox } from './FieldCheckbox.tsx';

const termsForm = createFormMachine<{ terms: boolean; news: boolean }, null, void>({
  id: 'terms',
  required: ['terms'],
  rules: { terms: (accepted) => (accepted ? null : 'validation.required') },
  submit: () => new Promise<void>(() => {}),
});

function open() {
  const actor = createActor(termsForm, {
    input: { values: { terms: false, news: false }, deps: null },
  }).start();
  function Form() {
    const form = useFlowApi(actor, connectForm);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <FieldCheckbox field={form.field('terms')} label="Aceito os termos" />
        <FieldCheckbox field={form.field('news')} label="Quero novidades" />
        <button type="submit">Enviar</button>
      </form>
    );
  }
  render(
    <I18nProvider i18n={createI18n('pt-BR')}>
      <Form />
    </I18nProvider>,
  );
  return { actor, terms: screen.getByRole('checkbox', { name: /Aceito os termos/ }) };
}

describe('FieldCheckbox', { timeout: 20_000 }, () => {
  it('marks a required box with an asterisk and the required attribute', () => {
    const { terms } = open();
    expect(terms).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Quero novidades' })).not.toBeRequired();
    expect(screen.getAllByText('*')).toHaveLength(1);
  });

  it("says 'Campo obrigatório!' on submit, linked to the box, cleared on focus", async () => {
    const { terms } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const error = await screen.findByText('Campo obrigatório!');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms.getAttribute('aria-describedby')).toBe(error.id);
    act(() => terms.focus());
    await waitFor(() => expect(screen.queryByText('Campo obrigatório!')).toBeNull());
  });

  it('ticks the field of the form, with the keyboard too; a locked form ignores it', async () => {
    const { actor, terms } = open();
    await userEvent.click(terms);
    expect(actor.getSnapshot().context.values.terms).toBe(true);
    terms.focus();
    await userEvent.keyboard(' ');
    expect(actor.getSnapshot().context.values.terms).toBe(false);
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(terms).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(terms);
    expect(actor.getSnapshot().context.values.terms).toBe(true);
  });

  it('a press does not focus the box (clearing its message would move it under the pointer)', async () => {
    const { actor, terms } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Campo obrigatório!');
    expect(fireEvent.mouseDown(terms)).toBe(false);
    expect(terms).not.toHaveFocus();
    expect(screen.getByText('Campo obrigatório!')).toBeVisible();
    fireEvent.click(terms);
    expect(actor.getSnapshot().context.values.terms).toBe(true);
    expect(terms).toHaveFocus();
    await waitFor(() => expect(screen.queryByText('Campo obrigatório!')).toBeNull());
  });
});
