import { noticeSchema } from '@clube/core/notices';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '../router/index.ts';
import { scrollLockCount } from '../ui/useScrollLock.ts';
import { createFakeClub, renderWithClub, signInDemo } from '../test/fake-club.tsx';
import { CrashScreen } from '../features/errors/CrashScreen.tsx';
import { AppLayout } from './AppLayout.tsx';

function Broken(): never {
  throw new Error('a screen that breaks');
}

async function renderLayout(
  scene: (ports: ReturnType<typeof createFakeClub>['ports']) => void = () => undefined,
  route = '/',
  options: Parameters<typeof createFakeClub>[0] = {},
) {
  const fake = createFakeClub(options);
  // Most tests are about something else than the notice: none unless a test sets one.
  fake.ports.world.notice = null;
  scene(fake.ports);
  await signInDemo(fake.club);
  const user = userEvent.setup();
  renderWithClub(
    <Routes>
      <Route path="/" element={<AppLayout crash={<CrashScreen />} />}>
        <Route index element={<h1>Início</h1>} />
        <Route path="quebrada" element={<Broken />} />
        <Route path="*" element={<h1>Outra</h1>} />
      </Route>
    </Routes>,
    { club: fake.club, route },
  );
  await screen.findByRole('banner');
  return { ...fake, user };
}

describe('AppLayout', () => {
  it('names a company without a logo by its title, with no empty image', async () => {
    await renderLayout();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Clube Vantagens' });
    expect(home).toHaveTextContent('Clube Vantagens');
    expect(home.querySelector('img')).toBeNull();
  });

  it('shows the new-dot, lists the notifications on opening and marks one read', async () => {
    const { club, user, ports } = await renderLayout();
    // The toasts' live region is part of the frame.
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    const bell = await screen.findByRole('button', { name: 'Notificações (há novas)' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const first = ports.world.notifications[0]!;
    const item = await within(panel).findByRole('button', { name: new RegExp(first.title!) });
    expect(item).toHaveTextContent('Não lida');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(club.notifications.getSnapshot().context.newNotification).toBe(false);
    expect(scrollLockCount()).toBeGreaterThan(0);
    await user.click(item);
    expect(item).toHaveAttribute('data-read', 'true');
    expect(item).not.toHaveTextContent('Não lida');
    await waitFor(() => expect(ports.world.notifications[0]?.read).toBe(true));
    club.stop();
  });

  it('a failed mark-as-read changes nothing on screen (SPEC §8: notification failures are silent)', async () => {
    const { club, user, ports } = await renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Notificações (há novas)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const first = ports.world.notifications[0]!;
    const item = await within(panel).findByRole('button', { name: new RegExp(first.title!) });
    ports.failNext('notifications.markRead', { kind: 'server', status: 500, message: 'falhou' });
    await user.click(item);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(item).toHaveAttribute('data-read', 'true');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(club.notifications.getSnapshot().status).toBe('active');
    club.stop();
  });

  it('says when each notification arrived', async () => {
    const now = Date.now() / 1000;
    const { club, user } = await renderLayout((ports) => {
      ports.world.notifications = ports.world.notifications.map((item, index) => ({
        ...item,
        created_at: index === 2 ? null : Math.floor(now) - index * 3 * 86_400,
      }));
    });
    await user.click(await screen.findByRole('button', { name: /Notificações/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const times = await within(panel).findAllByText(/^(Hoje às \d\d:\d\d|Há \d+ dias)$/);
    expect(times.map((time) => time.tagName)).toEqual(['TIME', 'TIME']);
    expect(times[1]).toHaveTextContent('Há 3 dias');
    club.stop();
  });

  it('a screen that breaks shows the global message inside the frame, and Home works again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { club, user } = await renderLayout(() => undefined, '/quebrada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Voltar para o início' }));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    consoleError.mockRestore();
    club.stop();
  });

  it("the profile menu's wallets: points with the coin's name, the count of prizes, the cashback", async () => {
    const { club, user, ports } = await renderLayout();
    const prizes = (await ports.awards.partners({ page: 1, limit: 18 })).pagination.total;
    expect(prizes).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Meu perfil' }));
    const menu = await screen.findByRole('dialog', { name: 'Meu perfil' });
    const points = within(menu).getByRole('link', { name: /^Pontos/ });
    await waitFor(() => expect(points).toHaveTextContent(/^Pontos\S+ Pontos Clube$/));
    const awards = within(menu).getByRole('link', { name: /^Prêmios/ });
    await waitFor(() => expect(awards).toHaveTextContent(`Prêmios${prizes} prêmio`));
    expect(awards).not.toHaveTextContent('R$');
    club.stop();
  }, 15_000);

  it('offers Próximos a você, Seja parceiro and Loja in the menu on a phone, each behind its flag', async () => {
    const company = {
      has_geolocation_access: true,
      has_request_partners: true,
      marketplace_client_url: '/loja',
      permissions: ['marketplace', 'engagement'],
    };
    const { club, user } = await renderLayout(() => undefined, '/', { company });
    await user.click(screen.getByRole('button', { name: 'Meu perfil' }));
    const menu = await screen.findByRole('dialog', { name: 'Meu perfil' });
    const destinations = within(menu).getByRole('navigation', { name: 'Mais destinos' });
    const links = within(destinations).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Próximos a você', '/proximos-a-voce'],
      ['Seja parceiro', '/seja-parceiro'],
      ['Loja', '/loja?utm_campaign=clube-demo'],
    ]);
    await user.click(links[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/proximos-a-voce');
    club.stop();
    cleanup();

    const without = await renderLayout(() => undefined, '/', {
      company: { permissions: ['engagement'] },
    });
    await without.user.click(screen.getByRole('button', { name: 'Meu perfil' }));
    const plain = await screen.findByRole('dialog', { name: 'Meu perfil' });
    expect(within(plain).queryByRole('navigation', { name: 'Mais destinos' })).toBeNull();
    without.club.stop();
  });

  it("Suporte leads to the club's own help centre when the company has no support link", async () => {
    const { club, user } = await renderLayout(() => undefined, '/', {
      company: { support_link: null, email: 'atendimento@clube.example' },
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Suporte' })).toHaveAttribute(
      'href',
      '/perfil#suporte',
    );
    await user.click(screen.getByRole('button', { name: 'Meu perfil' }));
    const menu = await screen.findByRole('dialog', { name: 'Meu perfil' });
    await user.click(within(menu).getByRole('link', { name: 'Suporte' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/perfil');
    club.stop();
  });

  it("reads 'Não há novas notificações' when there are none", async () => {
    const { club, user } = await renderLayout((ports) => {
      ports.world.notifications = [];
    });
    await user.click(await screen.findByRole('button', { name: /Notificações/ }));
    expect(await screen.findByText('Não há novas notificações')).toBeInTheDocument();
    club.stop();
  });

  it('shows the award modal, then the two-step onboarding at 650 px', async () => {
    const { club, user } = await renderLayout((ports) => {
      ports.world.notice = noticeSchema.parse({
        id: 3,
        type: 'award',
        name: 'Prêmio de boas-vindas',
        message: '<p>Parabéns!</p><img src=x onerror="alert(1)">',
        provided_by: 'RH',
        firstAccess: true,
      });
    });
    // The notice modals are a lazy chunk: its first load may be slow on a busy machine.
    const award = await screen.findByRole(
      'dialog',
      { name: 'Prêmio de boas-vindas' },
      { timeout: 5000 },
    );
    expect(within(award).getByText('Parabéns!')).toBeInTheDocument();
    expect(award.innerHTML).not.toContain('onerror');
    expect(within(award).getByText('Concendido por')).toBeInTheDocument();
    expect(within(award).getByText('RH')).toBeInTheDocument();
    expect(award.getAttribute('style')).toContain('480px');
    await user.click(within(award).getByRole('button', { name: 'Saiba mais' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/carteira/premios');

    const onboarding = await screen.findByRole('dialog', {
      name: 'Boas-vindas ao seu clube de vantagens!',
    });
    expect(onboarding.getAttribute('style')).toContain('650px');
    await user.click(within(onboarding).getByRole('button', { name: 'Vamos Lá' }));
    expect(within(onboarding).getByText('Passo 2 de 2')).toBeInTheDocument();
    await user.click(within(onboarding).getByRole('button', { name: 'Começar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    club.stop();
  }, 20_000);

  it('a first-access notice named like the onboarding gets a title of its own', async () => {
    const { club, user } = await renderLayout((ports) => {
      ports.world.notice = noticeSchema.parse({
        id: 1,
        type: 'other',
        name: 'Boas-vindas ao seu clube de vantagens!',
        message: 'Descubra descontos',
        firstAccess: true,
      });
    });
    const notice = await screen.findByRole(
      'dialog',
      { name: 'Um recado do seu clube' },
      { timeout: 5000 },
    );
    await user.click(within(notice).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    const onboarding = await screen.findByRole('dialog', {
      name: 'Boas-vindas ao seu clube de vantagens!',
    });
    await user.click(within(onboarding).getByRole('button', { name: 'Vamos Lá' }));
    expect(await screen.findByRole('dialog', { name: 'Como aproveitar' })).toBeInTheDocument();
    club.stop();
  }, 20_000);

  it('shows a promotional notice with the desktop and the mobile image', async () => {
    const { club, user } = await renderLayout((ports) => {
      ports.world.notice = noticeSchema.parse({
        id: 9,
        type: 'notice',
        name: 'Semana do cinema',
        message: 'Ingressos com desconto',
        image: '/media/cinema-desktop.png',
        image_mobile: '/media/cinema-mobile.png',
      });
      ports.notices.link = () => Promise.resolve('/vitrine/cinema');
    });
    const notice = await screen.findByRole('dialog', { name: 'Semana do cinema' });
    expect(notice.querySelector('source')).toHaveAttribute('srcset', '/media/cinema-desktop.png');
    expect(notice.querySelector('source')).toHaveAttribute('media', '(min-width: 769px)');
    expect(within(notice).getByRole('img')).toHaveAttribute('src', '/media/cinema-mobile.png');
    // Its link was asked for (the server records the notice as seen) and is followed.
    await user.click(await within(notice).findByRole('button', { name: 'Saiba mais' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vitrine/cinema');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    club.stop();
  });

  it('offers no link that fails the URL check', async () => {
    const { club, user } = await renderLayout((ports) => {
      ports.world.notice = noticeSchema.parse({ id: 9, type: 'notice', name: 'Aviso externo' });
      ports.notices.link = () => Promise.resolve('https://evil.example/phish');
    });
    const notice = await screen.findByRole('dialog', { name: 'Aviso externo' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(notice).queryByRole('button', { name: 'Saiba mais' })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    club.stop();
  });

  it('lists the menu categories with primary-N icons, and hides them on Recompensas', async () => {
    const { club, ports } = await renderLayout();
    const menu = await screen.findByRole('navigation', { name: 'Categorias' });
    const links = within(menu).getAllByRole('link');
    expect(links).toHaveLength(ports.world.categories.filter((entry) => entry.is_menu).length);
    expect(links[0]).toHaveAttribute(
      'href',
      `/campanhas?category=${ports.world.categories[0]!.slug}`,
    );
    expect(links[1]!.querySelector('[data-color]')).toHaveAttribute('data-color', 'primary-2');
    club.stop();
    cleanup();

    const rewards = await renderLayout(() => undefined, '/recompensas');
    expect(screen.queryByRole('navigation', { name: 'Categorias' })).toBeNull();
    rewards.club.stop();
  });

  it('suggests at most 3 campaigns and opens the one chosen', async () => {
    const { club, user, ports } = await renderLayout();
    const box = await screen.findByRole('combobox', { name: 'Buscar ofertas' });
    const campaign = ports.world.campaigns[0]!;
    const word = (campaign.name ?? '').split(' ')[0]!;
    await user.type(box, word);
    const list = await screen.findByRole('listbox', { name: 'Sugestões' }, { timeout: 2000 });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(3);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.click(options[0]!);
    expect(screen.getByTestId('location').textContent).toMatch(
      /^\/(campanhas|premios|recompensas)\//,
    );
    club.stop();
  });

  it('submits to Campanhas, keeps the term as a recent one that can be removed', async () => {
    const { club, user } = await renderLayout();
    const box = await screen.findByRole('combobox', { name: 'Buscar ofertas' });
    // The core strips the HTML tags, keeping their text, before going to Campanhas.
    await user.type(box, 'pizza <b>x</b>');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/campanhas?query=pizza%20x');
    await user.click(box);
    const remove = await screen.findByRole('button', { name: 'Remover pizza x' });
    await user.click(remove);
    expect(screen.queryByRole('button', { name: 'Remover pizza x' })).toBeNull();
    await user.type(box, 'abc');
    await user.click(screen.getAllByRole('button', { name: 'Limpar' })[0]!);
    expect(box).toHaveValue('');
    club.stop();
  });

  it('the toasts of the club appear in the live region and close on dismiss', async () => {
    const { default: ClubToasts } = await import('./ClubToasts.tsx');
    const { club } = createFakeClub();
    const user = userEvent.setup();
    renderWithClub(<ClubToasts />, { club });
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() =>
      club.notify({
        type: 'success',
        title: { key: 'support.successTitle' },
        text: { key: 'support.successText' },
      }),
    );
    expect(await within(region).findByText('Suporte')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(within(region).queryByText('Suporte')).toBeNull());
    expect(club.toasts.getSnapshot().context.toasts).toEqual([]);
    club.stop();
  });
});
