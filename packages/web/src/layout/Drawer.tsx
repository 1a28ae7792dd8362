import type { ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import * as styles from './drawer.css.ts';

/** SPEC §2 side panels: the kit's Modal (native dialog, mask closes, scroll lock) at the side. */
export function Drawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose} width={360} className={styles.drawer}>
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
