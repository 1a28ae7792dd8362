import type { ReactNode } from 'react';
import * as styles from './empty-state.css.ts';

/**
 * The six empty-state characters of SPEC §9, drawn for this project: one round face on a
 * 96 × 96 grid, each with its own eyes, mouth and props. Colours come from the theme: the face
 * is the secondary colour, the features the primary text colour, the accents the tertiary.
 */
export const CHARACTERS = {
  sad: (
    <>
      <path className={styles.ink} d="M31 39l10-4M65 39l-10-4" />
      <circle className={styles.inkFill} cx="38" cy="47" r="3.5" />
      <circle className={styles.inkFill} cx="58" cy="47" r="3.5" />
      <path className={styles.ink} d="M35 70q13-12 26 0" />
      <path className={styles.tear} d="M61 54q-4 7 0 9 4-2 0-9z" />
    </>
  ),
  embarrassed: (
    <>
      <path className={styles.ink} d="M33 47q5-4 10 0M53 47q5-4 10 0" />
      <ellipse className={styles.blush} cx="31" cy="58" rx="7" ry="4" />
      <ellipse className={styles.blush} cx="65" cy="58" rx="7" ry="4" />
      <path className={styles.ink} d="M38 66q5-4 10 0t10 0" />
      <path className={styles.tear} d="M73 24q-4 7 0 9 4-2 0-9z" />
    </>
  ),
  happy: (
    <>
      <path className={styles.ink} d="M33 47q5-7 10 0M53 47q5-7 10 0" />
      <path className={styles.mouth} d="M33 60q15 16 30 0z" />
      <circle className={styles.blush} cx="25" cy="55" r="4" />
      <circle className={styles.blush} cx="71" cy="55" r="4" />
    </>
  ),
  greedy: (
    <>
      <circle className={styles.coin} cx="38" cy="46" r="7" />
      <circle className={styles.coin} cx="58" cy="46" r="7" />
      <path className={styles.inkThin} d="M38 41.5v9M36 44q2-2 4 0M36 48q2 2 4 0" />
      <path className={styles.inkThin} d="M58 41.5v9M56 44q2-2 4 0M56 48q2 2 4 0" />
      <path className={styles.mouth} d="M32 61q16 16 32 0z" />
      <path className={styles.tongue} d="M42 65q6 5 12 0" />
    </>
  ),
  disappointed: (
    <>
      <path className={styles.ink} d="M32 40h11M53 40h11" />
      <path className={styles.ink} d="M33 48q5 3 10 0M53 48q5 3 10 0" />
      <path className={styles.ink} d="M38 67h20" />
      <path className={styles.inkThin} d="M72 66q6-2 8 2M74 72q5 0 6 4" />
    </>
  ),
  searching: (
    <>
      <circle className={styles.inkFill} cx="43" cy="45" r="3.5" />
      <circle className={styles.inkFill} cx="61" cy="45" r="3.5" />
      <circle className={styles.ink} cx="47" cy="64" r="3" />
      <circle className={styles.lens} cx="68" cy="66" r="11" />
      <path className={styles.handle} d="M76 74l10 10" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type EmptyStateCharacter = keyof typeof CHARACTERS;
