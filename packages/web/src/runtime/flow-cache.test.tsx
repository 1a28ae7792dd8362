import { connectPagedList, createPagingMachine, type Page } from '@clube/core/paging';
import { flow } from '@clube/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from '../router/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActor, SnapshotFrom } from 'xstate';
import { RENDER_ALL_ROWS_ATTRIBUTE } from '../theme/render-all-rows.ts';
import { FlowCacheProvider, useCachedFlow, useRestoredScroll } from './flow-cache.tsx';
import { FIRST_FLOW_WAIT_MS, startFirstFlow, takeFirstFlows } from './first-flows.ts';
import { createFakeClub, signInDemo } from '../test/fake-club.tsx';
import { createClub, selectConfig, systemClock, type Club } from '@clube/core';
import { createFakePorts } from '@clube/core/testing';
import { waitFor as waitForActor } from 'xstate';

interface Offer {
  id: string;
}
type Query = Record<string, never>;

const logic = createPagingMachine<Offer, Query>();

/** A paged list whose page 1 answers at once with three offers named after the key. */
function offersFlow(key: string, fetchPage = vi.fn(async () => pageOf(key))) {
  return flow(logic, { fetchPage, keyOf: (offer: Offer) => offer.id });
}

function pageOf(key: string): Page<Offer> {
  return {
    data: [{ id: `${key}-1` }, { id: `${key}-2` }, { id: `${key}-3` }],
    pagination: { total: 3, per_page: 3, current_page: 1, from: 1, to: 3 },
  };
}

/** Every actor a screen was given, by key, in the order of the renders. */
const given = new Map<string, AnyActor[]>();

function Offers({
  listKey,
  build,
}: {
  listKey: string;
  build?: () => ReturnType<typeof offersFlow>;
}) {
  const actor = useCachedFlow(listKey, build ?? (() => offersFlow(listKey)));
  given.set(listKey, [...(given.get(listKey) ?? []), actor]);
  const list = useSelector(actor, (snapshot) => connectPagedList(snapshot, actor.send));
  if (list.loading) return <p>Carregando {listKey}</p>;
  return (
    <ul aria-label={listKey}>
      {list.items.map((offer) => (
        <li key={offer.id}>{offer.id}</li>
      ))}
    </ul>
  );
}

const actorOf = (key: string): AnyActor => given.get(key)!.at(-1)!;
const statusOf = (key: string) => actorOf(key).getSnapshot().status;

/** Shows one screen at a time, as routes do. */
function Switcher({ keys, limit }: { keys: string[]; limit?: number }) {
  const [shown, setShown] = useState<string | null>(keys[0] ?? null);
  return (
    <FlowCacheProvider {...(limit ? { limit } : {})}>
      {keys.map((key) => (
        <button key={key} type="button" onClick={() => setShown(key)}>
          {`show ${key}`}
        </button>
      ))}
      <button type="button" onClick={() => setShown(null)}>
        hide
      </button>
      {shown ? <Offers key={shown} listKey={shown} /> : null}
    </FlowCacheProvider>
  );
}

afterEach(() => {
  given.clear();
  vi.restoreAllMocks();
});

describe('useCachedFlow', () => {
  it('gives screens of the same key the same started actor, built once', async () => {
    const build = vi.fn(() => offersFlow('a'));
    render(
      <FlowCacheProvider>
        <Offers listKey="a" build={build} />
        <Offers listKey="a" build={build} />
      </FlowCacheProvider>,
    );
    expect(await screen.findAllByText('a-1')).toHaveLength(2);
    expect(new Set(given.get('a'))).toHaveProperty('size', 1);
    expect(build).toHaveBeenCalledTimes(1);
    expect(statusOf('a')).toBe('active');
  });

  it('keeps the actor with its items when the screen unmounts, and gives it back', async () => {
    const fetchPage = vi.fn(async () => pageOf('a'));
    const build = vi.fn(() => offersFlow('a', fetchPage));
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <FlowCacheProvider>
          <button type="button" onClick={() => setShown((now) => !now)}>
            toggle
          </button>
          {shown ? <Offers listKey="a" build={build} /> : null}
        </FlowCacheProvider>
      );
    }
    render(<Toggle />);
    expect(await screen.findByText('a-3')).toBeInTheDocument();
    const first = actorOf('a');

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText('a-3')).not.toBeInTheDocument();
    expect(first.getSnapshot().status).toBe('active');

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    // At once, without loading again: the same actor with its page.
    expect(screen.getByText('a-3')).toBeInTheDocument();
    expect(screen.queryByText('Carregando a')).not.toBeInTheDocument();
    expect(actorOf('a')).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops the least recently used list beyond the limit', async () => {
    render(<Switcher keys={['a', 'b', 'c']} limit={2} />);
    await screen.findByText('a-1');
    fireEvent.click(screen.getByRole('button', { name: 'show b' }));
    await screen.findByText('b-1');
    // Back to a: now b is the least recently used.
    fireEvent.click(screen.getByRole('button', { name: 'show a' }));
    await screen.findByText('a-1');
    fireEvent.click(screen.getByRole('button', { name: 'show c' }));
    await screen.findByText('c-1');

    expect(statusOf('b')).toBe('stopped');
    expect(statusOf('a')).toBe('active');
    expect(statusOf('c')).toBe('active');
    // An evicted list is built again when it is shown again.
    fireEvent.click(screen.getByRole('button', { name: 'show b' }));
    await screen.findByText('b-1');
    expect(statusOf('b')).toBe('active');
    expect(new Set(given.get('b')).size).toBe(2);
  });

  it('never stops a list that a screen shows, whatever the limit', async () => {
    render(
      <FlowCacheProvider limit={1}>
        <Offers listKey="a" />
        <Offers listKey="b" />
        <Offers listKey="c" />
      </FlowCacheProvider>,
    );
    await screen.findByText('c-1');
    expect(['a', 'b', 'c'].map(statusOf)).toEqual(['active', 'active', 'active']);
  });

  it('stops every list when the provider unmounts (sign-out)', async () => {
    const view = render(<Switcher keys={['a', 'b']} />);
    await screen.findByText('a-1');
    fireEvent.click(screen.getByRole('button', { name: 'show b' }));
    await screen.findByText('b-1');
    expect(statusOf('a')).toBe('active');

    view.unmount();
    await Promise.resolve();
    expect(statusOf('a')).toBe('stopped');
    expect(statusOf('b')).toBe('stopped');
  });

  it("keeps the lists running through StrictMode's unmount and mount", async () => {
    render(
      <StrictMode>
        <Switcher keys={['a']} />
      </StrictMode>,
    );
    expect(await screen.findByText('a-1')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(new Set(given.get('a')).size).toBe(1);
    expect(statusOf('a')).toBe('active');
  });
});

describe('first flows', () => {
  let club: Club;
  beforeEach(async () => {
    club = createFakeClub().club;
    await signInDemo(club);
  });
  afterEach(() => {
    takeFirstFlows();
    club.stop();
  });

  it('are not started without the company config: the screen builds its own', async () => {
    const ports = createFakePorts({ clock: systemClock });
    ports.failNext('publicConfig', { kind: 'network', message: 'down' });
    const visitor = createClub(ports);
    const build = vi.fn(() => offersFlow('home'));
    await startFirstFlow(visitor, 'home', build, () => true);
    expect(selectConfig(visitor.companyConfig.getSnapshot())).toBeNull();
    expect(build).not.toHaveBeenCalled();
    expect(takeFirstFlows().size).toBe(0);
    visitor.stop();
  });

  it('are stopped and never handed over when the member signs out before a screen took them', async () => {
    const fetchPage = vi.fn(async () => pageOf('home'));
    const hasData = (snapshot: SnapshotFrom<typeof logic>) => !snapshot.matches('loadingFirst');
    await startFirstFlow(club, 'home', () => offersFlow('home', fetchPage), hasData);
    club.logout();
    // The next member's cache finds nothing of the first one's.
    expect(takeFirstFlows().size).toBe(0);
    // And a new start after signing in again asks again.
    await signInDemo(club);
    await startFirstFlow(club, 'home', () => offersFlow('home', fetchPage), hasData);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(takeFirstFlows().get('home')?.getSnapshot().status).toBe('active');
  });

  it('starts a flow before any cache, once per key, and hands it over once', async () => {
    const fetchPage = vi.fn(async () => pageOf('home'));
    const build = vi.fn(() => offersFlow('home', fetchPage));
    const hasData = (snapshot: SnapshotFrom<typeof logic>) => !snapshot.matches('loadingFirst');
    await Promise.all([
      startFirstFlow(club, 'home', build, hasData),
      startFirstFlow(club, 'home', build, hasData),
    ]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    const taken = takeFirstFlows();
    expect([...taken.keys()]).toEqual(['home']);
    expect(takeFirstFlows().size).toBe(0);
    taken.get('home')?.stop();
  });

  it("gives the first render the started flow's content at once, asked for once", async () => {
    let answer: (page: Page<Offer>) => void = () => undefined;
    const fetchPage = vi.fn(() => new Promise<Page<Offer>>((resolve) => (answer = resolve)));
    let started = false;
    const start = startFirstFlow(
      club,
      'home',
      () => offersFlow('home', fetchPage),
      (snapshot) => !snapshot.matches('loadingFirst'),
    ).then(() => (started = true));
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalled());
    // It waits for the answer (the first render waits for it)…
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    answer(pageOf('home'));
    await start;
    const build = vi.fn(() => offersFlow('home', fetchPage));
    render(
      <FlowCacheProvider>
        <Offers listKey="home" build={build} />
      </FlowCacheProvider>,
    );
    // No "Carregando" first: the list is in the first commit.
    expect(screen.getByText('home-3')).toBeInTheDocument();
    expect(given.get('home')?.[0]?.getSnapshot().status).toBe('active');
    expect(build).not.toHaveBeenCalled();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('first flows that do not answer', () => {
  afterEach(() => {
    for (const actor of takeFirstFlows().values()) actor.stop();
    vi.useRealTimers();
  });

  it('are waited for a moment only: the screen then shows its skeleton', async () => {
    const { club } = createFakeClub();
    await waitForActor(club.companyConfig, (snapshot) => selectConfig(snapshot) !== null);
    vi.useFakeTimers();
    const fetchPage = vi.fn(() => new Promise<Page<Offer>>(() => undefined));
    let started = false;
    void startFirstFlow(
      club,
      'slow',
      () => offersFlow('slow', fetchPage),
      (snapshot) => !snapshot.matches('loadingFirst'),
    ).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(FIRST_FLOW_WAIT_MS - 1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});

describe('useRestoredScroll', () => {
  function ListScreen() {
    const actor = useCachedFlow('a', () => offersFlow('a'));
    const ready = useSelector(actor, (snapshot) => snapshot.matches('ready'));
    useRestoredScroll('a', ready);
    const navigate = useNavigate();
    return (
      <>
        <Offers listKey="a" />
        <button type="button" onClick={() => navigate('/oferta')}>
          open
        </button>
      </>
    );
  }

  function DetailScreen() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => navigate(-1)}>
          back
        </button>
        <button type="button" onClick={() => navigate('/')}>
          link to the list
        </button>
      </>
    );
  }

  function App() {
    return (
      <MemoryRouter>
        <FlowCacheProvider>
          <Routes>
            <Route path="/" element={<ListScreen />} />
            <Route path="/oferta" element={<DetailScreen />} />
          </Routes>
        </FlowCacheProvider>
      </MemoryRouter>
    );
  }

  function scrolledTo(y: number) {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  }

  /** `window.scrollTo` that moves `scrollY` there, after `check` (if any) at each call. */
  function followScrollTo(check: () => void = () => undefined) {
    return vi.spyOn(window, 'scrollTo').mockImplementation((options) => {
      check();
      scrolledTo((options as ScrollToOptions).top ?? 0);
    });
  }

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  async function showList() {
    render(<App />);
    await screen.findByText('a-3');
  }

  /** The list at `y`, into the detail and back. */
  function leaveAndComeBack(y: number) {
    scrolledTo(y);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
  }

  const renderingAllRows = () => document.documentElement.hasAttribute(RENDER_ALL_ROWS_ATTRIBUTE);

  it('scrolls back to where the member was when coming back to the list', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<App />);
    await screen.findByText('a-3');
    expect(scrollTo).not.toHaveBeenCalled();

    scrolledTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    scrolledTo(0);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));

    expect(screen.getByText('a-3')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' });
  });

  it('puts the page back when a smooth scroll still running moves it after the restore', async () => {
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation((options) => scrolledTo((options as ScrollToOptions).top ?? 0));
    render(<App />);
    await screen.findByText('a-3');

    scrolledTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // The last step of the smooth scroll to the top, a frame later.
    scrolledTo(760);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));

    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900, behavior: 'instant' });
  });

  it('holds the page there while a slow smooth scroll goes on, until the member scrolls', async () => {
    const scrollTo = followScrollTo();
    await showList();
    leaveAndComeBack(900);
    // A slow device: the smooth scroll to the top still moves the page five frames later.
    for (let frame = 0; frame < 5; frame += 1) await nextFrame();
    scrolledTo(300);
    await nextFrame();
    await nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900, behavior: 'instant' });
    expect(window.scrollY).toBe(900);

    // The member's own wheel: from then on the page is theirs.
    fireEvent.wheel(window);
    const calls = scrollTo.mock.calls.length;
    scrolledTo(500);
    await nextFrame();
    await nextFrame();
    expect(scrollTo).toHaveBeenCalledTimes(calls);
    expect(window.scrollY).toBe(500);
  });

  it('renders every row while it restores, and lets rows be skipped again once it holds no more', async () => {
    // The restore's scroll is measured against real rows.
    followScrollTo(() => expect(renderingAllRows()).toBe(true));
    await showList();
    expect(renderingAllRows()).toBe(false);
    leaveAndComeBack(900);
    expect(renderingAllRows()).toBe(true);
    await nextFrame();
    expect(renderingAllRows()).toBe(true);

    // The member scrolls: a frame later, rows out of view may be skipped again.
    fireEvent.wheel(window);
    await nextFrame();
    await nextFrame();
    expect(renderingAllRows()).toBe(false);
  });

  it('lets rows be skipped again when the hold ends, the member never having scrolled', async () => {
    followScrollTo();
    await showList();
    leaveAndComeBack(900);
    expect(renderingAllRows()).toBe(true);
    // Past the hold: the next frame ends it, and the one after lets rows go.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 60_000);
    await nextFrame();
    await nextFrame();
    await nextFrame();
    expect(renderingAllRows()).toBe(false);
  });

  it('leaves the scroll alone when the list is opened anew (not back)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<App />);
    await screen.findByText('a-3');

    scrolledTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    fireEvent.click(screen.getByRole('button', { name: 'link to the list' }));

    expect(screen.getByText('a-3')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
