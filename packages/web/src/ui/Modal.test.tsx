import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';
import * as styles from './modal.css.ts';
import { renderWithI18n } from './test-utils.tsx';

function WithOpener({ width, onClose }: { width?: number; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        open={open}
        width={width}
        title="Boas-vindas"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <p>Conteúdo</p>
        <button type="button">Vamos Lá</button>
      </Modal>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

describe('Modal', () => {
  it('stays closed until asked, then opens as a modal dialog named by its title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithI18n(<WithOpener />);
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(screen.queryByText('Conteúdo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Boas-vindas' })).toHaveAttribute('open');
    expect(screen.getByText('Conteúdo')).toBeInTheDocument();
    showModal.mockRestore();
  });

  it('closes with its labelled close button and gives the focus back to the opener', async () => {
    const onClose = vi.fn();
    renderWithI18n(<WithOpener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar janela' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('gives the focus back under StrictMode too (effects run twice)', async () => {
    renderWithI18n(
      <StrictMode>
        <WithOpener />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    expect(dialogElement()).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar janela' }));
    expect(dialogElement()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click on the mask (the dialog element itself)', async () => {
    const onClose = vi.fn();
    renderWithI18n(<WithOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('stays open on a click inside its content', async () => {
    const onClose = vi.fn();
    renderWithI18n(<WithOpener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByText('Conteúdo'));
    await userEvent.click(screen.getByRole('button', { name: 'Vamos Lá' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogElement()).toHaveAttribute('open');
  });

  it('asks the parent to close on Escape (the native cancel) instead of closing itself', async () => {
    const onClose = vi.fn();
    renderWithI18n(<Modal open title="Aviso" onClose={onClose} />);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialogElement(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogElement()).toHaveAttribute('open');
  });

  it('is 480 px wide by default and takes another width (onboarding: 650)', () => {
    const { rerender } = renderWithI18n(<Modal open title="Aviso" onClose={() => {}} />);
    const widthOf = () => dialogElement().style.getPropertyValue(styles.modalWidth.slice(4, -1));
    expect(widthOf()).toBe('480px');
    rerender(<Modal open title="Aviso" width={650} onClose={() => {}} />);
    expect(widthOf()).toBe('650px');
  });

  it('locks page scroll while open', async () => {
    renderWithI18n(<WithOpener />);
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar janela' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the dialog and unlocks scroll when unmounted while open', () => {
    const { unmount } = renderWithI18n(<Modal open title="Aviso" onClose={() => {}} />);
    const dialog = dialogElement();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(dialog).not.toHaveAttribute('open');
    expect(document.body.style.overflow).toBe('');
  });

  it('can keep its title for screen readers only', () => {
    renderWithI18n(<Modal open hideTitle title="Aviso" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aviso' })).toHaveClass(styles.visuallyHidden);
  });
});
