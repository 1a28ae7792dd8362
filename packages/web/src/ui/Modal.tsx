import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './modal.css.ts';
import { useScrollLock } from './useScrollLock.ts';

/** SPEC §9: the default modal width; the onboarding modal passes 650. */
export const MODAL_DEFAULT_WIDTH = 480;

export interface ModalProps {
  open: boolean;
  /** Asked to close: the close button, a click on the mask, or Escape. */
  onClose: () => void;
  title: ReactNode;
  /** Keep the title for assistive technology only (e.g. an image-first notice). */
  hideTitle?: boolean;
  /** Width in px (default 480). */
  width?: number;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal on the native `<dialog>` opened with showModal(): the browser makes the rest of the
 * page inert, traps focus and knows Escape. The mask (backdrop) and the close button close it,
 * page scroll is locked while it is open, and focus goes back to the opener afterwards.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  width = MODAL_DEFAULT_WIDTH,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Kept if already set: a re-open before the close event (StrictMode) keeps the opener.
      openerRef.current ??= document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: the parent owns `open`, so ask it rather than letting the dialog close itself.
      event.preventDefault();
      onCloseRef.current();
    };
    const onClick = (event: MouseEvent) => {
      // A click on the mask lands on the dialog element itself; its content fills the box.
      if (event.target === dialog) onCloseRef.current();
    };
    const onClosed = () => {
      if (dialog.open) return;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  // Closing while unmounting (a route change) still hands the focus back.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [styles.modalWidth]: `${width}px` })}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.visuallyHidden : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('ui.closeDialog')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </div>
        {open ? <div className={styles.body}>{children}</div> : null}
      </div>
    </dialog>
  );
}
