import type { SVGProps } from 'react';
import { CARD_BRANDS, type CardBrand } from './card-brands.tsx';
import { GLYPHS, type GlyphName } from './glyphs.tsx';
import * as styles from './icon.css.ts';

export type { CardBrand } from './card-brands.tsx';
export type { GlyphName } from './glyphs.tsx';
export type IconName = GlyphName | CardBrand;

export const GLYPH_NAMES = Object.keys(GLYPHS) as GlyphName[];
export const CARD_BRAND_NAMES = Object.keys(CARD_BRANDS) as CardBrand[];
export const ICON_NAMES: IconName[] = [...GLYPH_NAMES, ...CARD_BRAND_NAMES];

export function isCardBrand(name: string): name is CardBrand {
  return Object.hasOwn(CARD_BRANDS, name);
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Height in px (24 by default); a card brand is 1.5 times as wide as it is high. */
  size?: number;
  /** A name for assistive technology; without one the icon is decorative (aria-hidden). */
  title?: string;
}

/** One icon of the kit by name: a line glyph in currentColor, or a card-brand badge. */
export function Icon({ name, size = 24, title, className, ...rest }: IconProps) {
  const a11y = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true } as const);
  const classes = [styles.icon, className].filter(Boolean).join(' ');
  if (isCardBrand(name)) {
    return (
      <svg
        {...rest}
        {...a11y}
        data-icon={name}
        className={classes}
        width={size * 1.5}
        height={size}
        viewBox="0 0 48 32"
        focusable="false"
      >
        {CARD_BRANDS[name]}
      </svg>
    );
  }
  return (
    <svg
      {...rest}
      {...a11y}
      data-icon={name}
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {GLYPHS[name]}
    </svg>
  );
}
