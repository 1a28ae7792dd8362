import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './Button.tsx';
import * as styles from './copy-button.css.ts';
import { Icon } from './icons/Icon.tsx';

/** How long the button says it copied, in ms. */
export const COPIED_FOR_MS = 2500;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  /** The text put on the clipboard (a code, a password). */
  value: string;
  /** What the button reads before copying ('Copiar código'). */
  label: string;
  /** What it reads once it copied ('Copiado!'). */
  copiedLabel: string;
  /** What a screen reader hears once it copied ('Código copiado'). */
  copiedAnnouncement: string;
  /** What it says when the browser refused ('Não foi possível copiar'). */
  failedLabel: string;
}

/** Puts text on the clipboard: the async Clipboard API, else a selected textarea and `copy`. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A button that copies a value and says so: its label turns to `copiedLabel` for a moment,
 * and a polite live region announces `copiedAnnouncement` (or the failure) to screen readers.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  copiedAnnouncement,
  failedLabel,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    setOutcome((await copyText(value)) ? 'copied' : 'failed');
  };
  return (
    <span className={styles.root}>
      <Button {...rest} variant={variant} size={size} onClick={() => void copy()}>
        <Icon name={outcome === 'copied' ? 'check' : 'copy'} size={16} />
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : label}
      </Button>
      <span role="status" aria-live="polite" className={styles.visuallyHidden}>
        {outcome === 'copied' ? copiedAnnouncement : outcome === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
