import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea, type TextAreaProps } from './TextArea.tsx';
import { renderWithI18n } from './test-utils.tsx';

function Controlled(props: Partial<TextAreaProps>) {
  const [value, setValue] = useState('');
  return <TextArea label="Mensagem" {...props} value={value} onValueChange={setValue} />;
}

describe('TextArea', () => {
  it('is a multi-line text box labelled by its label, starred when required', () => {
    renderWithI18n(<Controlled required />);
    const box = screen.getByRole('textbox', { name: /Mensagem/ });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links its message and hint with aria-describedby', () => {
    renderWithI18n(<Controlled error="Campo obrigatório!" hint="Até 2000 caracteres" />);
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Até 2000 caracteres Campo obrigatório!');
  });

  it('drops an embedded HTML fragment (SPEC §5)', async () => {
    renderWithI18n(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.click(box);
    await userEvent.paste('Olá <b>mundo</b>!');
    expect(box).toHaveValue('Olá !');
  });
});
