import { useId, type ReactNode } from 'react';
import * as styles from './form-section.css.ts';

export interface FormSectionProps {
  /** The legend: what the group of fields is about. */
  title: string;
  /** Desktop columns the fields are laid on (one column on mobile). */
  columns?: 2 | 6;
  children: ReactNode;
}

/** A titled group of a form's fields: a fieldset named by its legend, on a card. */
export function FormSection({ title, columns = 2, children }: FormSectionProps) {
  const legendId = useId();
  return (
    <fieldset className={styles.section} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {title}
      </legend>
      <div className={styles.fields[columns]}>{children}</div>
    </fieldset>
  );
}

export { fieldSpan } from './form-section.css.ts';
