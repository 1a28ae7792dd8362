import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './TextInput.tsx';
import { renderWithI18n } from './test-utils.tsx';

function Controlled(props: Partial<TextInputProps> & { initial?: string }) {
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextInput
        label="Nome"
        {...rest}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <button type="button">Outro</button>
    </>
  );
}

describe('TextInput', () => {
  it('is labelled by its label', () => {
    renderWithI18n(<Controlled />);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument();
  });

  it('marks a required field with an asterisk hidden from assistive technology', () => {
    renderWithI18n(<Controlled required />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toBeRequired();
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no asterisk when optional', () => {
    renderWithI18n(<Controlled />);
    expect(screen.queryByText('*')).toBeNull();
  });

  it('validates on blur: a required empty field shows "Campo obrigatório!"', async () => {
    renderWithI18n(<Controlled required />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.click(input);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório!');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Campo obrigatório!');
  });

  it('treats only spaces as empty', async () => {
    renderWithI18n(<Controlled required initial="   " />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório!');
  });

  it('does not validate while typing, only on blur', async () => {
    const validate = vi.fn(() => 'validation.generic' as const);
    renderWithI18n(<Controlled validate={validate} />);
    await userEvent.type(screen.getByRole('textbox'), 'abc');
    expect(validate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(validate).toHaveBeenCalledWith('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro!');
  });

  it('clears the error on focus', async () => {
    const onClearError = vi.fn();
    renderWithI18n(<Controlled required onClearError={onClearError} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(input);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onClearError).toHaveBeenCalled();
  });

  it('passes a valid value on blur', async () => {
    renderWithI18n(<Controlled required />);
    await userEvent.type(screen.getByRole('textbox'), 'Ana');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error from outside', () => {
    renderWithI18n(<Controlled error="Documento já cadastrado" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Documento já cadastrado');
  });

  it("shows the default 'O campo não pode estar vazio' for a bare error", () => {
    renderWithI18n(<Controlled error />);
    expect(screen.getByRole('alert')).toHaveTextContent('O campo não pode estar vazio');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a custom message override the default one', () => {
    renderWithI18n(<Controlled error errorMessage="Documento inválido" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Documento inválido');
  });

  it('shows no error for error={false}', () => {
    renderWithI18n(<Controlled error={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('strips an embedded HTML fragment from what is typed', async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Controlled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('Ana<b>x</b> Silva');
    expect(onValueChange).toHaveBeenLastCalledWith('Ana Silva');
    expect(screen.getByRole('textbox')).toHaveValue('Ana Silva');
  });

  it('keeps a lone "<" (no closing tag) as typed', async () => {
    renderWithI18n(<Controlled />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('3 < 5');
    expect(screen.getByRole('textbox')).toHaveValue('3 < 5');
  });

  it('keeps HTML when the protection is turned off', async () => {
    renderWithI18n(<Controlled stripHtml={false} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('<b>x</b>');
    expect(screen.getByRole('textbox')).toHaveValue('<b>x</b>');
  });

  it('hides a password until the toggle is pressed, then hides it again', async () => {
    const { container } = renderWithI18n(<Controlled label="Senha" type="password" />);
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types', () => {
    renderWithI18n(<Controlled />);
    expect(screen.queryByRole('button', { name: /senha/i })).toBeNull();
  });

  it('describes the field with its hint', () => {
    renderWithI18n(<Controlled hint="Somente números" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Somente números');
  });
});
