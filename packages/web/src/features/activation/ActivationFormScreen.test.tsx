import { storeCredentials } from '@clube/core/navigation';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import ActivationFormScreen from './ActivationFormScreen.tsx';

const CARLOS = { document: '11144477735', password: '', name: 'Carlos', activated: false };

function TermsChild() {
  return (
    <section>
      <h2>Termos do usuário</h2>
      <Link to="/formulario-de-ativacao">Voltar ao formulário de ativação</Link>
    </section>
  );
}

async function open(options: { api?: boolean; document?: string } = {}) {
  const { club, ports } = createFakeClub({ members: [DEMO_MEMBER, CARLOS] });
  storeCredentials(ports.storage, {
    document: options.document ?? CARLOS.document,
    activate: true,
    ...(options.api ? { api: true } : {}),
  });
  const sent: { variant: string; fields: Record<string, string> }[] = [];
  const activate = ports.activation.activate.bind(ports.activation);
  const authenticate = ports.activation.activateAuthenticate.bind(ports.activation);
  ports.activation.activate = (fields) => {
    sent.push({ variant: 'activate', fields });
    return activate(fields);
  };
  ports.activation.activateAuthenticate = (fields) => {
    sent.push({ variant: 'activate-authenticate', fields });
    return authenticate(fields);
  };
  renderWithClub(
    <Routes>
      <Route path="/formulario-de-ativacao" element={<ActivationFormScreen />}>
        <Route path="/formulario-de-ativacao/termos/user" element={<TermsChild />} />
      </Route>
    </Routes>,
    { club, route: '/formulario-de-ativacao' },
  );
  return { club, ports, sent };
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('ActivationFormScreen', { timeout: 30_000 }, () => {
  it('checks the stored document, then shows the form from what verify said', async () => {
    const { ports } = await open();
    expect(screen.getByRole('status', { name: 'Conferindo seu cadastro…' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Carlos');
    expect(ports.recordings.calls).toEqual(
      expect.arrayContaining(['activation.check', 'activation.verify']),
    );
    expect(field(/^Senha/)).toHaveAttribute('type', 'password');
    expect(field(/^Li e aceito/)).toBeRequired();
    const interests = screen.getByRole('group', { name: 'Seus interesses' });
    expect(await within(interests).findAllByRole('checkbox')).not.toHaveLength(0);
  });

  it('says why a stored document cannot activate (code 3), with the way to Entrar', async () => {
    await open({ document: DEMO_MEMBER.document });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usuário já ativado');
    expect(screen.getByRole('link', { name: 'Ir para Entrar' })).toBeVisible();
  });

  it('keeps what was typed while the terms are open, and after a failure; then signs in', async () => {
    const { club, ports, sent } = await open();
    await userEvent.type(await screen.findByLabelText(/^Sobrenome/), 'Pereira');
    await userEvent.type(field(/^E-mail/), 'carlos@clube.example');
    await userEvent.type(field(/^Senha/), 'segredo1');
    await userEvent.type(field(/^Confirme a senha/), 'segredo1');

    await userEvent.click(screen.getByRole('link', { name: 'Termos do usuário' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Termos do usuário' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ativar conta' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao formulário de ativação' }));
    expect(await screen.findByLabelText(/^Sobrenome/)).toHaveValue('Pereira');

    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    const interests = screen.getByRole('group', { name: 'Seus interesses' });
    await userEvent.click((await within(interests).findAllByRole('checkbox'))[0]!);
    ports.failNext('activation.activate', { kind: 'server', status: 500, message: 'boom' });
    await userEvent.click(screen.getByRole('button', { name: 'Ativar conta' }));
    expect(await screen.findByText('Erro ao ativar usuário')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveValue('carlos@clube.example');

    await userEvent.click(screen.getByRole('button', { name: 'Ativar conta' }));
    await waitFor(() => expect(club.session.getSnapshot().matches('signedIn')).toBe(true));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.fields).toMatchObject({
      document: CARLOS.document,
      last_name: 'Pereira',
      password: 'segredo1',
      confirm_password: 'segredo1',
      'interests[0]': expect.any(String),
    });
  });

  it('without a password for credentials the company vouched for (activate-authenticate)', async () => {
    const { club, sent } = await open({ api: true });
    await userEvent.type(await screen.findByLabelText(/^Sobrenome/), 'Pereira');
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    await userEvent.type(field(/^E-mail/), 'carlos@clube.example');
    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ativar conta' }));
    await waitFor(() => expect(club.session.getSnapshot().matches('signedIn')).toBe(true));
    expect(sent.map((call) => call.variant)).toEqual(['activate-authenticate']);
  });
});
