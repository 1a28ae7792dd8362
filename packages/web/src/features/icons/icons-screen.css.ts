import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: '1.75rem',
  // Focused on arrival for screen readers only (tabIndex -1): no ring.
  selectors: { '&:focus': { outline: 'none' } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: '1.125rem' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(144px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({ color: vars.color.primaryText });

export const name = style({
  fontSize: '0.8125rem',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
