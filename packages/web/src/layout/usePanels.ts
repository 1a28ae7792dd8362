import { useCallback, useState } from 'react';

export type Panel = 'profile' | 'notifications';

/**
 * The profile and notifications side panels: opening one closes the other, and both close
 * together (SPEC §2). Pure view state, held nowhere else.
 */
export function usePanels() {
  const [open, setOpen] = useState<Panel | null>(null);
  const toggle = useCallback(
    (panel: Panel) => setOpen((now) => (now === panel ? null : panel)),
    [],
  );
  const closeAll = useCallback(() => setOpen(null), []);
  return { open, toggle, closeAll };
}
