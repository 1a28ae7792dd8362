import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailInput } from './EmailInput.tsx';
import { renderWithI18n } from './test-utils.tsx';

function Controlled({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState('');
  return <EmailInput label="E-mail" required={required} value={value} onValueChange={setValue} />;
}

describe('EmailInput', () => {
  it('is a labelled email field', () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it.each(['ana', 'ana@clube', 'ana@clube.', 'ana silva@clube.com'])(
    'shows "Email inválido!" on blur for %j',
    async (typed) => {
      renderWithI18n(<Controlled />);
      await userEvent.type(screen.getByRole('textbox'), typed);
      await userEvent.tab();
      expect(screen.getByRole('alert')).toHaveTextContent('Email inválido!');
    },
  );

  it('accepts a valid address', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), 'ana@clube.com.br');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error on focus', async () => {
    renderWithI18n(<Controlled />);
    const input = screen.getByRole('textbox');
    await userEvent.type(input, 'ana');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "Campo obrigatório!" when required and empty, and nothing when optional', async () => {
    renderWithI18n(<Controlled required />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório!');
  });

  it('says nothing when optional and empty', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English when the member does', async () => {
    renderWithI18n(<Controlled />, { language: 'en' });
    await userEvent.type(screen.getByRole('textbox'), 'x');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email!');
  });
});
