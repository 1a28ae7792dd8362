import {
  connectPagedList,
  createPagingMachine,
  type Page,
  type PagedListApi,
} from '@clube/core/paging';
import { type ClubError } from '@clube/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { PAGED_LIST_WINDOWING_FROM, PagedList, columnsFor, rowsOf } from './PagedList.tsx';
import { renderWithI18n } from './test-utils.tsx';

interface Item {
  id: string;
  name: string;
}
type Query = Record<string, never>;

const itemsUpTo = (count: number, from = 0): Item[] =>
  Array.from({ length: count - from }, (_, index) => ({
    id: `i${from + index}`,
    name: `Oferta ${from + index}`,
  }));

function apiOf(overrides: Partial<PagedListApi<Item, Query>> = {}): PagedListApi<Item, Query> {
  return {
    items: [],
    total: null,
    query: {},
    loading: false,
    loadingMore: false,
    hasMore: false,
    empty: false,
    error: null,
    keyOf: (item) => item.id,
    loadMore: vi.fn(),
    retry: vi.fn(),
    reload: vi.fn(),
    filter: vi.fn(),
    setQuery: vi.fn(),
    remove: vi.fn(),
    ...overrides,
  };
}

const EMPTY = {
  character: 'searching',
  title: 'Nenhuma oferta',
  text: 'Tente outro filtro.',
} as const;

function List(props: { list: PagedListApi<Item, Query>; between?: (index: number) => string }) {
  return (
    <PagedList
      list={props.list}
      label="Ofertas"
      empty={EMPTY}
      minItemWidth={180}
      estimateItemHeight={200}
      renderItem={(item) => <a href={`/ofertas/${item.id}`}>{item.name}</a>}
      {...(props.between ? { between: props.between } : {})}
    />
  );
}

/** A stand-in for the browser's IntersectionObserver: the test says when the sentinel shows. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Reports once, as a browser does after the first layout of an observed element. */
class ReportingResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  unobserve() {}
  disconnect() {}
}

/** The sentinel scrolls into view (true) or out of it (false). */
function sentinelSeen(isIntersecting: boolean) {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.live]) observer.report(isIntersecting);
  });
}

const observedSentinels = () =>
  [...FakeIntersectionObserver.live].flatMap((observer) => [...observer.targets]);

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PagedList', () => {
  it('shows skeletons and says it is loading while page 1 loads', () => {
    const { container } = renderWithI18n(<List list={apiOf({ loading: true })} />);
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(3);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the items, then skeletons after them while the next page loads', () => {
    const { container, rerender } = renderWithI18n(
      <List list={apiOf({ items: itemsUpTo(6), hasMore: true })} />,
    );
    const list = screen.getByRole('list', { name: 'Ofertas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');

    rerender(<List list={apiOf({ items: itemsUpTo(6), hasMore: true, loadingMore: true })} />);
    const skeletons = container.querySelector('[data-paged-list-skeletons]')!;
    expect(skeletons.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(list.compareDocumentPosition(skeletons) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(list).toHaveAttribute('aria-busy', 'true');
  });

  it('asks for the next page once each time the end of the list comes into view', () => {
    const list = apiOf({ items: itemsUpTo(10), hasMore: true });
    renderWithI18n(<List list={list} />);
    expect(observedSentinels()).toHaveLength(1);

    sentinelSeen(true);
    sentinelSeen(true);
    expect(list.loadMore).toHaveBeenCalledTimes(1);

    sentinelSeen(false);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    sentinelSeen(true);
    expect(list.loadMore).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing when there is no next page', () => {
    const list = apiOf({ items: itemsUpTo(10), hasMore: false });
    renderWithI18n(<List list={list} />);
    sentinelSeen(true);
    expect(observedSentinels()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(list.loadMore).not.toHaveBeenCalled();
  });

  it('asks for nothing more while a page is loading, from the sentinel or the button', async () => {
    const list = apiOf({ items: itemsUpTo(10), hasMore: true, loadingMore: true });
    renderWithI18n(<List list={list} />);
    sentinelSeen(true);
    const button = screen.getByRole('button', { name: 'Carregar mais' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(list.loadMore).not.toHaveBeenCalled();
  });

  it('asks for the next page again when a page arrives and the end is still in view', () => {
    const first = apiOf({ items: itemsUpTo(4), hasMore: true });
    const { rerender } = renderWithI18n(<List list={first} />);
    sentinelSeen(true);
    expect(first.loadMore).toHaveBeenCalledTimes(1);
    rerender(<List list={{ ...first, loadingMore: true }} />);
    expect(observedSentinels()).toHaveLength(0);

    const second = apiOf({ items: itemsUpTo(8), hasMore: true });
    rerender(<List list={second} />);
    // The new observer reports where the sentinel is at once: still in view.
    sentinelSeen(true);
    expect(second.loadMore).toHaveBeenCalledTimes(1);
  });

  it('"Carregar mais" asks for the next page and moves the focus to its first item', async () => {
    const list = apiOf({ items: itemsUpTo(4), hasMore: true });
    const { rerender } = renderWithI18n(<List list={list} />);
    const button = screen.getByRole('button', { name: 'Carregar mais' });
    await userEvent.click(button);
    expect(list.loadMore).toHaveBeenCalledTimes(1);

    rerender(<List list={{ ...list, loadingMore: true }} />);
    expect(button).toHaveFocus();
    rerender(<List list={apiOf({ items: itemsUpTo(8), hasMore: false })} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[4]).toHaveFocus();
    expect(items[4]).toHaveTextContent('Oferta 4');
  });

  it('keeps the loaded items on a failure and retries', async () => {
    const error: ClubError = { kind: 'server', status: 500, message: 'Serviço indisponível' };
    const list = apiOf({ items: itemsUpTo(5), hasMore: true, error });
    renderWithI18n(<List list={list} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar');
    expect(screen.getByRole('alert')).toHaveTextContent('Serviço indisponível');
    expect(observedSentinels()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
    expect(list.loadMore).not.toHaveBeenCalled();
  });

  it('without a connection says so, not that loading failed, and keeps its retry', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const error: ClubError = { kind, message: 'Failed to fetch' };
      const { unmount } = renderWithI18n(<List list={apiOf({ error })} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Você está sem conexão');
      expect(alert).toHaveTextContent('Esta lista carrega sozinha quando a conexão voltar.');
      expect(alert).not.toHaveTextContent('Não foi possível carregar');
      expect(alert).not.toHaveTextContent('Failed to fetch');
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the empty state with its character when nothing matched', () => {
    const { container } = renderWithI18n(<List list={apiOf({ empty: true })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhuma oferta' })).toBeInTheDocument();
    expect(screen.getByText('Tente outro filtro.')).toBeInTheDocument();
    expect(container.querySelector('[data-character="searching"]')).not.toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lays the cards in as many columns as fit, and what follows an item comes right after it', () => {
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    const { container } = renderWithI18n(
      <List
        list={apiOf({ items: itemsUpTo(8) })}
        between={(index) => (index % 3 === 2 ? `Banner ${index}` : '')}
      />,
    );
    const rows = [...container.querySelectorAll('[data-index]')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    // 800 px of cards of at least 180 px with 16 px between: 4 columns, but a row ends at the
    // item a banner follows: never 4 cards before a banner, never two banners back to back.
    expect(rows).toEqual([
      ['Oferta 0', 'Oferta 1', 'Oferta 2', 'Banner 2'],
      ['Oferta 3', 'Oferta 4', 'Oferta 5', 'Banner 5'],
      ['Oferta 6', 'Oferta 7'],
    ]);
  });

  it('reads no width while it renders: the ResizeObserver reports it after layout', () => {
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    renderWithI18n(<List list={apiOf({ items: itemsUpTo(8) })} />);
    expect(screen.getByText('Oferta 7')).toBeInTheDocument();
    expect(width).not.toHaveBeenCalled();
  });

  it('keeps to maxColumns however wide the list', () => {
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    const { container } = renderWithI18n(
      <PagedList
        list={apiOf({ items: itemsUpTo(7) })}
        label="Ofertas"
        empty={{ character: 'searching', title: 'Nenhuma oferta' }}
        minItemWidth={180}
        maxColumns={3}
        renderItem={(item) => item.name}
      />,
    );
    const rows = [...container.querySelectorAll('[data-index]')].map((row) => row.children.length);
    expect(rows).toEqual([3, 3, 1]);
  });

  it('ends rows where something follows an item (rowsOf)', () => {
    const keys = (index: number) => String(index);
    const rows = rowsOf(
      [0, 1, 2, 3, 4, 5, 6],
      4,
      (item) => keys(item),
      (index) => index === 1,
    );
    expect(rows.map(({ start, end }) => [start, end])).toEqual([
      [0, 2],
      [2, 6],
      [6, 7],
    ]);
  });

  it(`renders only the rows near the viewport past ${PAGED_LIST_WINDOWING_FROM} items`, () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
    // jsdom has no scrolling; the virtualizer may correct the scroll as rows are measured.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { container, rerender } = renderWithI18n(
      <List list={apiOf({ items: itemsUpTo(PAGED_LIST_WINDOWING_FROM), hasMore: true })} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(PAGED_LIST_WINDOWING_FROM);

    rerender(
      <List
        list={apiOf({ items: itemsUpTo(500), hasMore: true })}
        between={(index) => (index % 3 === 2 ? `Banner ${index}` : '')}
      />,
    );
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(40);
    expect(screen.getByText('Oferta 0')).toBeInTheDocument();
    expect(screen.getByText('Banner 2')).toBeInTheDocument();
    expect(screen.queryByText('Oferta 499')).not.toBeInTheDocument();
    // The list keeps the height of all its rows, so the page scrolls as if all were there.
    const list = screen.getByRole('list');
    expect(parseFloat(list.style.height)).toBeGreaterThan(100 * 200);
    expect(container.querySelector('[data-paged-list-sentinel]')).not.toBeNull();
  }, 15_000); // 150 items rendered, then 500 windowed: slow on a busy machine

  it('counts columns from the width and the narrowest card', () => {
    expect(columnsFor(800, 180)).toBe(4);
    expect(columnsFor(375, 180)).toBe(1);
    expect(columnsFor(376, 180)).toBe(2);
    expect(columnsFor(1200, 0)).toBe(1);
    expect(columnsFor(0, 180)).toBe(1);
  });
});

describe('PagedList over the paging machine', () => {
  it('loads page 1, then page 2 when the end comes into view', async () => {
    const pages = new Map<number, Page<Item>>([
      [1, pageOf(itemsUpTo(3), 1, 5)],
      [2, pageOf(itemsUpTo(5, 3), 2, 5)],
    ]);
    const fetchPage = vi.fn(async ({ page }: { page: number }) => pages.get(page)!);
    const logic = createPagingMachine<Item, Query>();

    function Screen() {
      const [actor] = useState(() =>
        createActor(logic, { input: { fetchPage, keyOf: (item: Item) => item.id } }).start(),
      );
      const list = useSelector(actor, (snapshot) => connectPagedList(snapshot, actor.send));
      return <List list={list} />;
    }

    renderWithI18n(<Screen />);
    expect(await screen.findByText('Oferta 2')).toBeInTheDocument();
    sentinelSeen(true);
    expect(await screen.findByText('Oferta 4')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});

function pageOf(data: Item[], page: number, total: number): Page<Item> {
  return {
    data,
    pagination: {
      total,
      per_page: 3,
      current_page: page,
      from: (page - 1) * 3 + 1,
      to: (page - 1) * 3 + data.length,
    },
  };
}
