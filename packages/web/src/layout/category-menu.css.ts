import { style, styleVariants } from '@vanilla-extract/css';
import { CATEGORY_ICON_COLORS } from '@clube/core/shared';
import { vars } from '../theme/theme.css.ts';

export const menu = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.xl}`,
});

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: '0.875rem',
  selectors: { '&:hover': { background: vars.color.background } },
});

export const icon = style({
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
});

export const iconImage = style({ width: '18px', height: '18px', objectFit: 'contain' });

/**
 * SPEC §9: primary-1 … primary-8, eight steps of the company's primary colour (mixed toward
 * white for the lighter ones, toward black for the darker ones). Icons are decorative: the
 * category name beside them carries the meaning.
 */
const MIXES = ['45%', '60%', '75%', '90%', '100%', '85% black', '70% black', '55% black'];

export const iconColor = styleVariants(
  Object.fromEntries(
    CATEGORY_ICON_COLORS.map((name, index) => {
      const mix = MIXES[index] ?? '100%';
      const [amount, toward = 'white'] = mix.split(' ');
      return [
        name,
        {
          background: `color-mix(in srgb, ${vars.color.primary} ${amount}, ${toward})`,
        },
      ];
    }),
  ) as Record<(typeof CATEGORY_ICON_COLORS)[number], { background: string }>,
);
