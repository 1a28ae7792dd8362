import { initialsOf } from '@clube/core/profile';
import { useState } from 'react';
import * as styles from './avatar.css.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';

/** SPEC §9 avatar sizes, in px. */
export const AVATAR_SIZES: Record<AvatarSize, number> = { sm: 32, md: 48, lg: 80 };

export interface AvatarProps {
  /** The member's name (or document): the image's text alternative and the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Hidden from assistive technology when the name is written right beside it. */
  decorative?: boolean;
  className?: string;
}

/** A round avatar: the photo when there is one (and it loads), the initials otherwise. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const pixels = AVATAR_SIZES[size];
  const classes = [styles.avatar({ size }), className].filter(Boolean).join(' ');
  const showImage = Boolean(src) && failedSrc !== src;

  if (showImage) {
    return (
      <img
        className={classes}
        src={src!}
        alt={decorative ? '' : name}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src ?? null)}
      />
    );
  }
  const initials = initialsOf(name);
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);
  return (
    <span {...a11y} className={classes} data-initials={initials}>
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21a8 8 0 0 1 16 0z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
