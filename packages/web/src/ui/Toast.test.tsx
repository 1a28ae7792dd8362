import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toast, ToastRegion, type ToastData } from './Toast.tsx';
import { renderWithI18n } from './test-utils.tsx';

const success: ToastData = {
  id: 'toast-1',
  type: 'success',
  title: { key: 'support.successTitle' },
  text: { key: 'support.successText' },
};
const error: ToastData = {
  id: 'toast-2',
  type: 'error',
  title: { key: 'support.failureTitle' },
  text: null,
};
const offerNike = { key: 'feedback.offerTitle', params: { title: 'Nike' } } as const;
const favorite: ToastData = {
  id: 'toast-3',
  type: 'favorite',
  title: offerNike,
  text: { key: 'favorites.added' },
};
const like: ToastData = {
  id: 'toast-4',
  type: 'like',
  title: offerNike,
  text: { key: 'likes.liked' },
};
const serverRefusal: ToastData = {
  id: 'toast-5',
  type: 'error',
  title: { key: 'errors.server', params: { message: 'Saldo insuficiente' } },
};

const iconOf = (container: HTMLElement) => container.querySelector('svg[data-icon]')!;

describe('Toast', () => {
  it.each([
    [success, 'check'],
    [error, 'alert'],
    [favorite, 'heart-filled'],
    [like, 'thumbs-up'],
  ] as const)('shows the %s type with its 21 px icon', (toast, icon) => {
    const { container } = renderWithI18n(<Toast toast={toast} onDismiss={() => {}} />);
    expect(iconOf(container)).toHaveAttribute('data-icon', icon);
    expect(iconOf(container)).toHaveAttribute('width', '21');
    expect(iconOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the title and the text', () => {
    renderWithI18n(<Toast toast={success} onDismiss={() => {}} />);
    expect(screen.getByText('Suporte')).toBeInTheDocument();
    expect(screen.getByText(/Solicitação de suporte enviada/)).toBeInTheDocument();
  });

  it("reads 'Oferta {title}' followed by the text for like and favorite", () => {
    const { container, rerender } = renderWithI18n(<Toast toast={favorite} onDismiss={() => {}} />);
    expect(container).toHaveTextContent('Oferta Nike adicionada aos favoritos');
    rerender(<Toast toast={like} onDismiss={() => {}} />);
    expect(container).toHaveTextContent('Oferta Nike curtida');
  });

  it('speaks English to an English reader, the offer line included', () => {
    const { container, rerender } = renderWithI18n(<Toast toast={success} onDismiss={() => {}} />, {
      language: 'en',
    });
    expect(screen.getByText('Support')).toBeInTheDocument();
    expect(
      screen.getByText('Support request sent. You will soon get an email from the club.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Suporte|Solicitação/)).toBeNull();
    rerender(<Toast toast={favorite} onDismiss={() => {}} />);
    expect(container).toHaveTextContent('Offer Nike added to favourites');
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it("shows a server's own words as they came, in any language", () => {
    renderWithI18n(<Toast toast={serverRefusal} onDismiss={() => {}} />, { language: 'en' });
    expect(screen.getByText('Saldo insuficiente')).toBeInTheDocument();
  });

  it('uses a custom icon when the toast names a known one', () => {
    const { container } = renderWithI18n(
      <Toast toast={{ ...success, icon: 'gift' }} onDismiss={() => {}} />,
    );
    expect(iconOf(container)).toHaveAttribute('data-icon', 'gift');
  });

  it('falls back to the type icon for an unknown icon name', () => {
    const { container } = renderWithI18n(
      <Toast toast={{ ...error, icon: 'nope' }} onDismiss={() => {}} />,
    );
    expect(iconOf(container)).toHaveAttribute('data-icon', 'alert');
  });

  it('asks to be dismissed with its id', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(<Toast toast={error} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(onDismiss).toHaveBeenCalledWith('toast-2');
  });
});

describe('ToastRegion', () => {
  it('is a polite live region, present even when empty', () => {
    renderWithI18n(<ToastRegion toasts={[]} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('renders exactly the toasts it is given, in order', () => {
    const { rerender } = renderWithI18n(
      <ToastRegion toasts={[success, favorite]} onDismiss={() => {}} />,
    );
    const region = screen.getByRole('region', { name: 'Notificações' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Suporte');
    expect(items[1]).toHaveTextContent('Oferta Nike');
    rerender(<ToastRegion toasts={[favorite]} onDismiss={() => {}} />);
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).not.toHaveTextContent('Suporte');
  });

  it('passes a dismissal up without removing anything itself', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(<ToastRegion toasts={[success, error]} onDismiss={onDismiss} />);
    const buttons = screen.getAllByRole('button', { name: 'Fechar notificação' });
    await userEvent.click(buttons[1]!);
    expect(onDismiss).toHaveBeenCalledWith('toast-2');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
