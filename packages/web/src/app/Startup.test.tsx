import { readGenericAppFlag, readStoredCredentials } from '@clube/core/navigation';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../test/fake-club.tsx';
import { DEMO_MEMBER } from '@clube/core/testing';
import { Startup } from './Startup.tsx';
import { firstScreenShown, markFirstScreenShown } from '../boot/first-screen.ts';

function at(address: string) {
  window.history.replaceState({}, '', address);
}

async function issuedToken(options: Parameters<typeof createFakeClub>[0] = {}) {
  const issuer = createFakeClub(options);
  const answer = await issuer.ports.auth.login({
    document: DEMO_MEMBER.document,
    password: DEMO_MEMBER.password,
  });
  issuer.club.stop();
  if (answer.kind !== 'token') throw new Error('no token');
  return { token: answer.token, ports: issuer.ports };
}

/** The start-up around a stand-in for the routes. */
function renderStartup(options: Parameters<typeof renderWithClub>[1]) {
  return renderWithClub(
    <Startup>
      <p>screens</p>
    </Startup>,
    options,
  );
}

describe('Startup', () => {
  const assign = vi.fn();
  afterEach(() => {
    at('/');
    assign.mockReset();
  });

  /** The start-up leaves through the club's location port (jsdom cannot navigate). */
  function withLocation(ports: { location?: unknown }) {
    ports.location = { assign, open: vi.fn(), reload: vi.fn(), current: () => '/' };
  }

  it('hands a token in the address to the session and records the generic_app flag', async () => {
    const { token, ports } = await issuedToken();
    const decode = ports.tokenDecoder.decode.bind(ports.tokenDecoder);
    ports.tokenDecoder.decode = (value: string) => ({
      ...(decode(value) as object),
      generic_app: true,
    });
    const { createClub } = await import('@clube/core');
    const club = createClub(ports);
    at(`/campanhas?token=${token}`);
    renderStartup({ club, route: '/campanhas' });
    expect(screen.getByText('screens')).toBeInTheDocument();
    expect(club.isAuthenticated()).toBe(true);
    expect(club.token()).toBe(token);
    expect(readGenericAppFlag(ports.storage)).toBe(true);
    club.stop();
  });

  it("hands the pharmacy card's id (SPEC §2: the auth token) to the session", async () => {
    const { token, ports } = await issuedToken();
    const { createClub } = await import('@clube/core');
    const club = createClub(ports);
    at(`/cartao-farmacia?id=${token}`);
    renderStartup({ club, route: '/cartao-farmacia' });
    expect(club.isAuthenticated()).toBe(true);
    expect(club.token()).toBe(token);
    club.stop();
  });

  it("attaches the company's custom stylesheet with the config, before the first screen is shown", async () => {
    const { club } = createFakeClub({ company: { custom_script: '/estilos/clube.css' } });
    renderStartup({ club });
    await waitFor(() =>
      expect(document.head.querySelector('link[data-clube-custom]')?.getAttribute('href')).toBe(
        '/estilos/clube.css',
      ),
    );
    expect(firstScreenShown()).toBe(false);
    club.stop();
  });

  it('sends a signed-out visitor to the checked logout_url', async () => {
    const { club, ports } = createFakeClub({ company: { logout_url: '/sandbox/sair' } });
    withLocation(ports);
    renderStartup({ club });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/sair'));
    expect(screen.queryByText('screens')).toBeNull();
    expect(screen.getByText('Aguarde')).toBeInTheDocument();
    club.stop();
  });

  it('does not follow a logout_url that fails the URL check, nor one for members', async () => {
    const outside = createFakeClub({ company: { logout_url: 'javascript:alert(1)' } });
    withLocation(outside.ports);
    renderStartup({ club: outside.club });
    await waitFor(() =>
      expect(outside.club.companyConfig.getSnapshot().context.config).not.toBeNull(),
    );
    expect(await screen.findByText('screens')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    outside.club.stop();

    const member = createFakeClub({ company: { logout_url: '/sandbox/sair' } });
    withLocation(member.ports);
    await signInDemo(member.club);
    renderWithClub(
      <Startup>
        <p>member screens</p>
      </Startup>,
      { club: member.club },
    );
    expect(await screen.findByText('member screens')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    member.club.stop();
  });

  it('activate=true looks the member up by document, stores the answer and opens the form', async () => {
    const { token, ports } = await issuedToken();
    const asked: string[] = [];
    // The API answers the document as it keeps it: that is what the form continues with.
    ports.activation = {
      ...ports.activation!,
      userByDocument: (document: string) => {
        asked.push(document);
        return Promise.resolve({ document: '529.982.247-25', name: 'Marina' });
      },
    };
    const { createClub } = await import('@clube/core');
    const club = createClub(ports);
    at(`/?activate=true&token=${token}`);
    renderStartup({ club });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulario-de-ativacao'),
    );
    expect(asked).toEqual([DEMO_MEMBER.document]);
    expect(readStoredCredentials(ports.storage)).toEqual({
      document: '529.982.247-25',
      activate: true,
      api: true,
    });
    expect(club.isAuthenticated()).toBe(false);
    club.stop();
  });

  it('opens the activation form once: leaving it afterwards (activated, sent Home) stays left', async () => {
    const { token, ports } = await issuedToken();
    const { createClub } = await import('@clube/core');
    const club = createClub(ports);
    at(`/?activate=true&token=${token}`);
    function GoHome() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/')}>
          Home
        </button>
      );
    }
    renderWithClub(
      <Startup>
        <GoHome />
      </Startup>,
      { club },
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulario-de-ativacao'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    club.stop();
  });

  it('sends the analytics events and attaches the checked custom stylesheet', async () => {
    const track = vi.fn();
    const { club, ports } = createFakeClub({
      company: { custom_script: '/media/clube.css' },
    });
    ports.analytics = { track };
    await signInDemo(club);
    renderStartup({ club, route: '/campanhas' });
    await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    expect(track).toHaveBeenCalledWith('home', {});
    expect(track).toHaveBeenCalledWith('account_slug', { slug: 'clube-demo' });
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="stylesheet"][data-clube-custom]'),
      ).not.toBeNull(),
    );
    expect(
      document.head.querySelector<HTMLLinkElement>('link[data-clube-custom]')?.getAttribute('href'),
    ).toBe('/media/clube.css');
    club.stop();
  });

  it('no analytics on Recompensas, and no stylesheet from another site', async () => {
    const track = vi.fn();
    const { club, ports } = createFakeClub({
      company: { custom_script: 'https://evil.example/x.css' },
    });
    ports.analytics = { track };
    await signInDemo(club);
    renderStartup({ club, route: '/recompensas' });
    expect(await screen.findByText('screens')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[data-clube-custom]')).toBeNull();
    club.stop();
  });

  // Last: once shown, the first screen stays shown for this file's tests.
  it("sets the company's tab icon once the first screen is shown, not with the config", async () => {
    const { club } = createFakeClub({
      company: { favicon: '/media/icone.png', custom_script: '/estilos/clube.css' },
    });
    renderStartup({ club });
    const icon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');
    // The config is here: its stylesheet is attached, its icon not yet.
    await waitFor(() =>
      expect(document.head.querySelector('link[data-clube-custom]')).not.toBeNull(),
    );
    expect(icon()).not.toBe('/media/icone.png');
    act(() => markFirstScreenShown());
    await waitFor(() => expect(icon()).toBe('/media/icone.png'));
    club.stop();
    // The worker's document is shared with the next test files (isolate: false).
    document.head.querySelector('link[rel="icon"]')?.remove();
  });
});
