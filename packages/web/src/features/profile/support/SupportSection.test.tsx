import { message } from '@clube/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../../test/fake-club.tsx';
import { SupportSection } from './SupportSection.tsx';

async function open(company: { support_link?: string } = {}) {
  const { club, ports } = createFakeClub({ company });
  await signInDemo(club);
  renderWithClub(<SupportSection />, { club, route: '/perfil' });
  const toasts = () =>
    club.toasts.getSnapshot().context.toasts.map((toast) => [toast.title, toast.text]);
  return { club, ports, toasts };
}

// Typing field by field takes a while on a busy machine.
describe('SupportSection', { timeout: 20_000 }, () => {
  it("stars subject and message and says 'Campo obrigatório!' on blur, linked to the field", async () => {
    const { ports } = await open();
    const subject = screen.getByRole('textbox', { name: /Assunto/ });
    expect(screen.getByText('Assunto').querySelector('[aria-hidden="true"]')).toHaveTextContent(
      '*',
    );
    await userEvent.click(subject);
    await userEvent.tab();
    const error = await screen.findByText('Campo obrigatório!');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject.getAttribute('aria-describedby')).toContain(error.id);
    // Back to the subject: its message clears (the message field, just left, gets its own).
    await userEvent.click(subject);
    expect(subject).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById(error.id)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    expect(ports.recordings.supportRequests).toEqual([]);
  });

  it('sends once per click, says it was sent and empties the fields', async () => {
    const { ports, toasts } = await open();
    await userEvent.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Meu voucher');
    await userEvent.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Não recebi o código.');
    const send = screen.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.click(send);
    await userEvent.click(send);
    expect(
      await screen.findByText(
        'Solicitação de suporte enviada. Em breve você receberá um e-mail do clube.',
        { selector: '[role="status"]' },
      ),
    ).toBeVisible();
    expect(ports.recordings.supportRequests).toEqual([
      { subject: 'Meu voucher', message: 'Não recebi o código.' },
    ]);
    expect(toasts()).toEqual([[message('support.successTitle'), message('support.successText')]]);
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue('');
  });

  it("keeps what was typed after a failure and toasts 'Ops!'", async () => {
    const { ports, toasts } = await open();
    ports.failNext('support.send', { kind: 'server', status: 500, message: 'Erro interno' });
    await userEvent.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Cashback');
    await userEvent.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Não caiu.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno');
    expect(toasts()).toEqual([[message('support.failureTitle'), message('support.failureText')]]);
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue('Cashback');
    expect(screen.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('Não caiu.');
  });

  it("links the company's help centre, opening in a new tab", async () => {
    await open({ support_link: 'https://ajuda.clube.example/' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Central de ajuda/ })).toHaveAttribute(
        'href',
        'https://ajuda.clube.example/',
      ),
    );
  });
});
