import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, CopyButton, copyText } from './CopyButton.tsx';

const labels = {
  label: 'Copiar código',
  copiedLabel: 'Copiado!',
  copiedAnnouncement: 'Código copiado',
  failedLabel: 'Não foi possível copiar',
};

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('CopyButton', () => {
  it('copies the value, says so on the button and politely to screen readers, then rests', async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    clipboard(async (text) => {
      written.push(text);
    });
    render(<CopyButton value="VCH-100000" {...labels} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(written).toEqual(['VCH-100000']);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Código copiado');
    await act(async () => {
      vi.advanceTimersByTime(COPIED_FOR_MS);
    });
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });

  it('says it could not copy when the browser refuses every way', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    // jsdom has no execCommand: the old way fails too.
    render(<CopyButton value="GC-7004" {...labels} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar código' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível copiar');
    expect(screen.getByRole('button', { name: 'Não foi possível copiar' })).toBeInTheDocument();
  });

  it('falls back to a selected textarea and the copy command without the Clipboard API', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('1234')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true });
  });
});
