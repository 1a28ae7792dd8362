import type { ReactNode } from 'react';
import { CHARACTERS, type EmptyStateCharacter } from './empty-state-characters.tsx';
import * as styles from './empty-state.css.ts';

export type { EmptyStateCharacter } from './empty-state-characters.tsx';

/** SPEC §9: the character types for empty states. */
export const EMPTY_STATE_CHARACTERS = Object.keys(CHARACTERS) as EmptyStateCharacter[];

export interface EmptyStateProps {
  character: EmptyStateCharacter;
  title: ReactNode;
  description?: ReactNode;
  /** A way out, e.g. a Button back to the campaigns. */
  action?: ReactNode;
  /** The heading level that fits the page's outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** An empty list or result: a character (decorative), a heading, a text and an action. */
export function EmptyState({
  character,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-character={character}>
      <svg
        className={styles.character}
        viewBox="0 0 96 96"
        width="96"
        height="96"
        aria-hidden="true"
        focusable="false"
      >
        <circle className={styles.face} cx="48" cy="50" r="36" />
        {CHARACTERS[character]}
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
