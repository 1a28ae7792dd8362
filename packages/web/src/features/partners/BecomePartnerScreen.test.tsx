import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import BecomePartnerScreen from './BecomePartnerScreen.tsx';

async function open() {
  const { club, ports } = createFakeClub({ company: { has_request_partners: true } });
  await signInDemo(club);
  renderWithClub(<BecomePartnerScreen />, { club, route: '/seja-parceiro' });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const fill = async () => {
    await userEvent.type(field(/^Nome da empresa/), 'Pizzaria Bella');
    await userEvent.type(field(/^Seu nome/), 'Rita Souza');
    await userEvent.type(field(/^E-mail/), 'rita@bella.com.br');
    await userEvent.type(field(/^Telefone/), '11987654321');
    await userEvent.click(screen.getByRole('combobox', { name: /^Estado/ }));
    await userEvent.keyboard('sp{Enter}');
  };
  const toasts = () => club.toasts.getSnapshot().context.toasts;
  return { club, ports, field, fill, toasts };
}

// Typing field by field takes a while on a busy machine.
describe('BecomePartnerScreen', { timeout: 20_000 }, () => {
  it('stars company, name, e-mail, phone and state, and sends nothing while they are missing', async () => {
    const { ports } = await open();
    const starred = [...document.querySelectorAll('label')]
      .filter((label) => label.querySelector('[aria-hidden="true"]')?.textContent === '*')
      .map((label) => label.firstChild?.textContent);
    expect(starred).toEqual(['Nome da empresa', 'Estado', 'Seu nome', 'E-mail', 'Telefone']);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(5);
    expect(ports.recordings.partnerRequests).toEqual([]);
  });

  it("closing the empty Estado says 'Campo obrigatório!' under it; a choice takes it away", async () => {
    await open();
    const state = screen.getByRole('combobox', { name: /^Estado/ });
    expect(state).toHaveAttribute('aria-required', 'true');
    await userEvent.click(state);
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const error = await screen.findByText('Campo obrigatório!');
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state.getAttribute('aria-describedby')).toContain(error.id);

    await userEvent.click(state);
    await userEvent.keyboard('sp{Enter}');
    expect(state).toHaveValue('SP - São Paulo');
    await userEvent.tab();
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
    expect(state).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail when it is left and masks the phone', async () => {
    const { field } = await open();
    await userEvent.type(field(/^E-mail/), 'rita@bella');
    await userEvent.tab();
    const error = await screen.findByText('Email inválido!');
    expect(field(/^E-mail/).getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.type(field(/^Telefone/), '11987654321');
    expect(field(/^Telefone/)).toHaveValue('(11) 98765-4321');
  });

  it('sends the filled fields once per click and thanks the company', async () => {
    const { ports, field, fill } = await open();
    await fill();
    await userEvent.type(field(/^Segmento/), 'Alimentação');
    const send = screen.getByRole('button', { name: 'Enviar solicitação' });
    await userEvent.dblClick(send);
    expect(await screen.findByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible();
    expect(screen.getByText(/Recebemos os dados de Pizzaria Bella/)).toHaveTextContent(
      'rita@bella.com.br',
    );
    expect(ports.recordings.partnerRequests).toEqual([
      {
        company_name: 'Pizzaria Bella',
        name: 'Rita Souza',
        email: 'rita@bella.com.br',
        phone: '(11) 98765-4321',
        segment: 'Alimentação',
        state: 'SP',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar outra solicitação' }));
    expect(field(/^Nome da empresa/)).toHaveValue('');
  });

  it('says it was not sent, without a toast, and keeps what was typed', async () => {
    const { ports, field, fill, toasts } = await open();
    ports.failNext('partners.requestPartnership', { kind: 'network', message: '' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar a sua solicitação. Tente novamente.',
    );
    await waitFor(() => expect(field(/^Nome da empresa/)).toHaveValue('Pizzaria Bella'));
    expect(field(/^Telefone/)).toHaveValue('(11) 98765-4321');
    expect(toasts()).toEqual([]);
  });
});
