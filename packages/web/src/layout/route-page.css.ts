import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const breadcrumb = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginRight: vars.space.xs });
globalStyle(`${crumbs} a`, { color: vars.color.primaryText });

export const heading = style({ margin: 0, fontSize: '1.75rem', color: vars.color.text });

export const tabs = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primaryText,
      borderBottomColor: vars.color.primaryText,
    },
  },
});
