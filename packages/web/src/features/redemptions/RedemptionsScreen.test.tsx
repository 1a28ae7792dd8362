import { seedWorld } from '@clube/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from '../../router/index.ts';
import ClubToasts from '../../layout/ClubToasts.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import CashbackTab from './CashbackTab.tsx';
import LettersTab from './LettersTab.tsx';
import PurchasesTab from './PurchasesTab.tsx';
import RedemptionsScreen from './RedemptionsScreen.tsx';
import UniqueCodesTab from './UniqueCodesTab.tsx';
import VouchersTab from './VouchersTab.tsx';

type Options = Parameters<typeof createFakeClub>[0];

type Made = ReturnType<typeof createFakeClub>;

/** Signs the demo member in, lets `prepare` set the scene, then opens the route. */
async function open(
  route: string,
  options: Options = {},
  prepare?: (ports: Made['ports']) => void,
) {
  const made = createFakeClub(options);
  await signInDemo(made.club);
  prepare?.(made.ports);
  renderWithClub(
    <>
      <Routes>
        <Route path="/resgates" element={<RedemptionsScreen />}>
          <Route index element={<PurchasesTab />} />
          <Route path="/resgates/codigos" element={<UniqueCodesTab />} />
          <Route path="/resgates/vouchers" element={<VouchersTab />} />
          <Route path="/resgates/cartas" element={<LettersTab />} />
          <Route path="/resgates/cashback" element={<CashbackTab />} />
        </Route>
      </Routes>
      <ClubToasts />
    </>,
    { club: made.club, route },
  );
  return made;
}

const written: string[] = [];
beforeEach(() => {
  written.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    value: {
      writeText: async (text: string) => {
        written.push(text);
      },
    },
    configurable: true,
  });
});
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('RedemptionsScreen', () => {
  it('has the tabs of SPEC §2, cashback only with cashback_tab', async () => {
    await open('/resgates');
    const tabs = screen.getByRole('navigation', { name: 'Meus resgates' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Compras', 'Códigos únicos', 'Vouchers', 'Cartas', 'Dinheiro de volta']);
    expect(screen.getByRole('heading', { level: 1, name: 'Meus resgates' })).toBeInTheDocument();
  });

  it('leaves the cashback tab out without cashback_tab', async () => {
    await open('/resgates', { company: { permissions: ['engagement'] } });
    const tabs = screen.getByRole('navigation', { name: 'Meus resgates' });
    expect(within(tabs).queryByRole('link', { name: 'Dinheiro de volta' })).toBeNull();
  });
});

describe('Compras', () => {
  it('lists the purchases 9 a page and loads the next on "Carregar mais"', async () => {
    await open('/resgates');
    await waitFor(() => expect(items('Suas compras')).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(items('Suas compras')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it("names every purchase in the member's words, never by its raw type", async () => {
    const world = seedWorld(1);
    world.transactions[0] = { ...world.transactions[0]!, type: 'award' };
    world.transactions[1] = { ...world.transactions[1]!, type: 'gift_card' };
    world.transactions[2] = { ...world.transactions[2]!, type: 'algo_novo' };
    await open('/resgates', { world });
    await waitFor(() => expect(items('Suas compras')).toHaveLength(9));
    const titles = screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(titles.slice(0, 3)).toEqual(['Prêmio', 'Cartão presente', 'Compra']);
    expect(screen.queryByText('award')).toBeNull();
    expect(screen.queryByText('algo_novo')).toBeNull();
  });

  it('offers no gift card on a purchase that is not one', async () => {
    await open('/resgates');
    await waitFor(() => expect(items('Suas compras')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Ver código e senha' })).toBeNull();
  });

  it('shows a gift card only when asked: failure, retry, code and password to copy', async () => {
    const world = seedWorld(1);
    world.transactions[0] = {
      ...world.transactions[0]!,
      type: 'gift_card',
      // The fake finds a gift card by the transaction's id.
      transaction_id: world.transactions[0]!.id,
    };
    const { ports } = await open('/resgates', { world });
    const reveal = await screen.findByRole('button', { name: 'Ver código e senha' });
    expect(ports.recordings.calls).not.toContain('redemptions.giftCard');
    ports.failNext('redemptions.giftCard', { kind: 'network', message: 'offline' });
    await userEvent.click(reveal);
    expect(await screen.findByText('Não foi possível mostrar o cartão presente.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('GIFT-1')).toBeVisible();
    expect(screen.getByText('1234')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar senha' }));
    expect(written).toEqual(['1234']);
    expect(await screen.findByText('Senha copiada')).toHaveAttribute('role', 'status');
  });

  it('shows its empty state with the character of SPEC §9', async () => {
    await open('/resgates', { world: seedWorld(1, { transactions: 0 }) });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não fez nenhuma compra' }),
    ).toBeVisible();
    expect(document.querySelector('[data-character="sad"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver ofertas' })).toHaveAttribute('href', '/campanhas');
  });

  it('says the list failed and loads it on "Tentar novamente"', async () => {
    await open('/resgates', {}, (ports) =>
      ports.failNext('redemptions.transactions', {
        kind: 'server',
        status: 500,
        message: 'Erro interno simulado',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno simulado');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(items('Suas compras')).toHaveLength(9));
  });
});

describe('Códigos únicos', () => {
  it('lists the unique codes with a copy button that says it copied', async () => {
    await open('/resgates/codigos');
    await waitFor(() => expect(items('Seus códigos únicos')).toHaveLength(9));
    const first = items('Seus códigos únicos')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Copiar código' }));
    expect(written).toEqual(['VOUCHER-1']);
    expect(within(first).getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(within(first).getByRole('status')).toHaveTextContent('Código copiado');
  });

  it('recovers from a failed first page', async () => {
    await open('/resgates/codigos', {}, (ports) =>
      ports.failNext('redemptions.vouchers', { kind: 'network', message: 'offline' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(items('Seus códigos únicos')).toHaveLength(9));
  });
});

describe('Vouchers', () => {
  it('loads more only by the vouchers rule of SPEC §4', async () => {
    await open('/resgates/vouchers');
    await waitFor(() => expect(items('Seus vouchers')).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(items('Seus vouchers')).toHaveLength(18));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(items('Seus vouchers')).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('deletes a voucher only after the member confirms, with the toasts of SPEC §8', async () => {
    const { ports } = await open('/resgates/vouchers');
    await waitFor(() => expect(items('Seus vouchers')).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir voucher VOUCHER-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir voucher?' });
    expect(dialog).toHaveTextContent('O voucher VOUCHER-2 será excluído');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(ports.recordings.calls).not.toContain('redemptions.deleteVoucher');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir voucher VOUCHER-2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir voucher' }),
    );
    expect(await screen.findByText('Voucher deletado com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('VOUCHER-2')).toBeNull());

    ports.failNext('redemptions.deleteVoucher', { kind: 'server', status: 500, message: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir voucher VOUCHER-3' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir voucher' }),
    );
    expect(await screen.findByText('Houve um erro ao deletar o Voucher!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir voucher VOUCHER-3' })).toBeInTheDocument();
  });

  it('shows the expiry, with the days left while 1 to 3 remain', async () => {
    const world = seedWorld(1);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    world.vouchers[0] = { ...world.vouchers[0]!, expire_date: day(10) };
    world.vouchers[1] = { ...world.vouchers[1]!, expire_date: day(-2) };
    world.vouchers[2] = { ...world.vouchers[2]!, expire_date: day(1) };
    await open('/resgates/vouchers', { world });
    await waitFor(() => expect(items('Seus vouchers')).toHaveLength(9));
    const [first, second, third] = items('Seus vouchers');
    expect(first).toHaveTextContent(/Válido até \d\d\/\d\d\/\d{4}/);
    expect(first).not.toHaveTextContent('Expira em');
    expect(second).toHaveTextContent('Expirado');
    expect(third).toHaveTextContent(/Expira em [1-3] dias?/);
  });

  it('shows its empty state', async () => {
    await open('/resgates/vouchers', { world: seedWorld(1, { vouchers: 0 }) });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem vouchers' }),
    ).toBeVisible();
  });
});

describe('Cartas', () => {
  function lettersWorld() {
    const world = seedWorld(1, { letters: 3 });
    world.letters = world.letters.map((letter, index) => ({
      ...letter,
      partner: { name: ['Livraria Sol', 'Academia Move', 'Ótica Vista'][index] ?? 'Outra' },
      user_email: 'marina@clube.example',
      template: {
        logo: null,
        description: '<p>Declaramos que <strong>Marina</strong> é membro.</p>',
        stamp: null,
        signature_image: null,
        signature_text: 'Equipe do clube',
      },
    }));
    return world;
  }

  it('opens a letter, after a failure and a retry, and sends it by e-mail', async () => {
    const { ports } = await open('/resgates/cartas', { world: lettersWorld() });
    await waitFor(() => expect(items('Suas cartas')).toHaveLength(3));
    ports.failNext('redemptions.letter', { kind: 'network', message: 'offline' });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir carta de Livraria Sol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carta de Livraria Sol' });
    expect(await within(dialog).findByText('Não foi possível abrir a carta.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('Equipe do clube')).toBeVisible();
    expect(within(dialog).getByText('Marina')).toBeVisible();

    const email = within(dialog).getByLabelText(/E-mail/);
    expect(email).toHaveValue('marina@clube.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    expect(within(dialog).getByText('Email inválido!')).toBeVisible();
    await userEvent.type(email, 'exemplo.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar carta' }));
    expect(await within(dialog).findByText('Carta enviada para ana@exemplo.com.')).toBeVisible();
    expect(ports.recordings.calls.filter((call) => call === 'redemptions.sendLetter')).toHaveLength(
      1,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar janela' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the address and shows the server's words when sending fails", async () => {
    const { ports } = await open('/resgates/cartas', { world: lettersWorld() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir carta de Ótica Vista' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Carta de Ótica Vista' });
    await within(dialog).findByText('Equipe do clube');
    ports.failNext('redemptions.sendLetter', {
      kind: 'server',
      status: 422,
      message: 'Carta expirada',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar carta' }));
    expect(await within(dialog).findByText('Carta expirada')).toBeVisible();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('marina@clube.example');
  });

  it('deletes a letter after the member confirms, with the toasts of SPEC §8', async () => {
    const { ports } = await open('/resgates/cartas', { world: lettersWorld() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir carta de Academia Move' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Excluir carta?' });
    expect(dialog).toHaveTextContent('A carta de Academia Move será excluída');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir carta' }));
    expect(await screen.findByText('Carta deletada com sucesso!')).toBeVisible();
    await waitFor(() => expect(items('Suas cartas')).toHaveLength(2));

    ports.failNext('redemptions.deleteLetter', { kind: 'network', message: 'offline' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir carta de Livraria Sol' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir carta' }),
    );
    expect(await screen.findByText('Houve um erro ao deletar a Carta!')).toBeVisible();
    expect(items('Suas cartas')).toHaveLength(2);
  });

  it('shows its empty state', async () => {
    await open('/resgates/cartas', { world: seedWorld(1, { letters: 0 }) });
    expect(await screen.findByRole('heading', { name: 'Você ainda não tem cartas' })).toBeVisible();
  });
});

describe('Dinheiro de volta', () => {
  it('lists the cashback records with their amounts and statuses', async () => {
    await open('/resgates/cashback');
    await waitFor(() => expect(items('Seu dinheiro de volta')).toHaveLength(9));
    const first = items('Seu dinheiro de volta')[0]!;
    expect(first).toHaveTextContent('Disponível');
    expect(first).toHaveTextContent('Compra de R$');
  });

  it('shows its empty state', async () => {
    await open('/resgates/cashback', { world: seedWorld(1, { cashbackRecords: 0 }) });
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não tem dinheiro de volta' }),
    ).toBeVisible();
    expect(document.querySelector('[data-character="greedy"]')).not.toBeNull();
  });
});
