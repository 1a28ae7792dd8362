import type { CSSProperties } from 'react';
import * as styles from './skeleton.css.ts';

export type SkeletonVariant = 'line' | 'box' | 'card';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Lines of text to stand in for (line variant). */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A pulsing placeholder while content loads. It is hidden from assistive technology: the
 * region that loads says so itself (aria-busy, or a status text).
 */
export function Skeleton({ variant = 'line', lines = 1, width, height, className }: SkeletonProps) {
  const size = { width, height };
  const classes = (base: string) => [base, className].filter(Boolean).join(' ');

  if (variant === 'box') {
    return (
      <span aria-hidden="true" data-skeleton="box" className={classes(styles.box)} style={size} />
    );
  }
  if (variant === 'card') {
    return (
      <span aria-hidden="true" data-skeleton="card" className={classes(styles.card)} style={size}>
        <span className={styles.cardMedia} />
        <span className={styles.line} style={{ width: '70%' }} />
        <span className={styles.line} style={{ width: '45%' }} />
      </span>
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" data-skeleton="line" className={classes(styles.lines)} style={size}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={styles.line}
          // The last of several lines is shorter, as a paragraph's last line is.
          style={count > 1 && index === count - 1 ? { width: '60%' } : undefined}
        />
      ))}
    </span>
  );
}
