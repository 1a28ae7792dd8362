import { cashbackRecordSchema, type CashbackRecord } from '@clube/core/wallet';
import type { CashbackQuery } from '@clube/core';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CashbackWalletTab from './CashbackWalletTab.tsx';
import { openWallet } from './wallet-test-club.tsx';

const asShown = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const RECORDS: CashbackRecord[] = [
  ['pending', 'Pet Feliz', '2026-11-14', '2026-12-20'],
  ['approved', 'Surf Natal', '2026-11-10', '2026-11-10'],
  ['available', 'Cine Arte', '2026-10-25', '2026-10-25'],
  ['redeemed', 'Escola Saber Mais', '2026-10-13', '2026-10-13'],
  ['cancelled', 'Açaí da Amazônia', '2026-10-01', '2026-10-01'],
].map(([status, partner, created, date], index) =>
  cashbackRecordSchema.parse({
    id: index + 1,
    status,
    date,
    created_at: `${created}T15:00:00Z`,
    total: 20_000 + index * 1000,
    user_comission: 1000 + index * 50,
    partner: { name: partner, logo: null },
    campaign: { title: `${partner}: oferta` },
  }),
);

/** The cashback tab over records in every status; the fake wallet filters by status. */
async function openTab(route = '/carteira') {
  const queries: CashbackQuery[] = [];
  const opened = await openWallet(<CashbackWalletTab />, {
    route,
    prepare: (ports) => {
      ports.world.cashbackRecords = RECORDS;
      const list = ports.wallet.cashbackRecords.bind(ports.wallet);
      ports.wallet.cashbackRecords = async (query, signal) => {
        queries.push(query);
        const page = await list(query, signal);
        const data = query.status ? RECORDS.filter((r) => r.status === query.status) : page.data;
        return { data, pagination: { ...page.pagination, total: data.length } };
      };
    },
  });
  return { ...opened, queries };
}

const records = () => within(screen.getByRole('list', { name: 'Registros de dinheiro de volta' }));

describe('CashbackWalletTab', { timeout: 20_000 }, () => {
  it('shows the balance, the total received and the records with status, reason and date', async () => {
    await openTab();
    const balance = screen.getByRole('region', { name: 'Saldo de dinheiro de volta' });
    expect(within(balance).getByText('R$\u00a045,90', asShown)).toBeVisible();
    expect(within(balance).getByText('Total já recebido: R$\u00a0129,90', asShown)).toBeVisible();
    const pending = await screen.findByRole('article', { name: 'Pet Feliz' });
    expect(within(pending).getByText('Pendente')).toBeVisible();
    expect(within(pending).getByText(/espera a confirmação do parceiro/)).toBeVisible();
    expect(within(pending).getByText('Previsão de liberação: 20/12/2026')).toBeVisible();
    expect(within(pending).getByText('Você recebe R$\u00a010,00', asShown)).toBeVisible();
    expect(within(pending).getByText(/Registrado em 14\/11\/2026/)).toBeVisible();
    const cancelled = screen.getByRole('article', { name: 'Açaí da Amazônia' });
    expect(within(cancelled).getByText('Cancelado')).toBeVisible();
    expect(within(cancelled).getByText(/não gerou dinheiro de volta/)).toBeVisible();
    expect(within(cancelled).queryByText(/Previsão de liberação/)).toBeNull();
    expect(records().getAllByRole('listitem')).toHaveLength(5);
  });

  it('filters the records by status through the address, and clears the filters', async () => {
    const { queries, location } = await openTab();
    await screen.findByRole('article', { name: 'Pet Feliz' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Disponível' }));
    await waitFor(() => expect(location()).toBe('/carteira?status=available'));
    await waitFor(() => expect(records().getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Cine Arte' })).toBeVisible();
    expect(queries.at(-1)).toMatchObject({ status: 'available', order: 'desc', page: 1, limit: 9 });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(location()).toBe('/carteira'));
    await waitFor(() => expect(records().getAllByRole('listitem')).toHaveLength(5));
  });

  it('sends the partner typed and the period chosen', async () => {
    const { queries, location } = await openTab('/carteira?period=30d');
    await screen.findByRole('article', { name: 'Pet Feliz' });
    expect(queries.at(-1)?.between_date).toHaveLength(2);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Parceiro ou oferta' }),
      'Cine{Enter}',
    );
    await waitFor(() => expect(location()).toBe('/carteira?partner=Cine&period=30d'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ searchPerk: 'Cine' }));
  });

  it('says when nothing matches the filters', async () => {
    const { ports } = await openTab('/carteira?status=redeemed');
    ports.wallet.cashbackRecords = async () => ({
      data: [],
      pagination: { to: 0, from: 0, total: 0, per_page: 9, current_page: 1 },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Cancelado' }));
    expect(
      await screen.findByRole('heading', { name: 'Nenhum registro com esses filtros' }),
    ).toBeVisible();
  });

  it('redeems the available cashback after a confirmation, once, and reloads the records', async () => {
    const { ports, queries } = await openTab();
    await screen.findByRole('article', { name: 'Pet Feliz' });
    const loads = queries.length;
    const redeem = screen.getByRole('button', { name: 'Resgatar dinheiro de volta' });
    await userEvent.click(redeem);
    expect(ports.recordings.calls).not.toContain('wallet.redeemCashback');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByText('Resgate realizado com sucesso')).toBeVisible();
    expect(ports.recordings.calls.filter((call) => call === 'wallet.redeemCashback')).toHaveLength(
      1,
    );
    await waitFor(() => expect(queries.length).toBe(loads + 1));
  });

  it("shows the server's message when the redemption fails", async () => {
    const { ports } = await openTab();
    ports.failNext('wallet.redeemCashback', {
      kind: 'server',
      status: 422,
      message: 'Não há cashback disponível para resgate',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resgatar dinheiro de volta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não há cashback disponível para resgate',
    );
  });
});
