import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from '../router/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../ui/test-utils.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** A screen whose code could not be fetched: React.lazy throws its import's failure. */
function Unloadable(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function renderBroken() {
  return renderWithI18n(
    <MemoryRouter>
      <ErrorBoundary fallback={<p>Ocorreu um problema</p>}>
        <Unloadable />
      </ErrorBoundary>
    </MemoryRouter>,
  );
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('online, a broken screen shows the app’s crash message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken();
    expect(screen.getByText('Ocorreu um problema')).toBeInTheDocument();
    expect(screen.queryByText('Você está sem conexão')).not.toBeInTheDocument();
  });

  it('offline, it says so instead of blaming the club, and loads again once back online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderBroken();
    expect(screen.getByRole('alert')).toHaveTextContent('Você está sem conexão');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta página abre sozinha quando a conexão voltar.',
    );
    expect(screen.queryByText('Ocorreu um problema')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
