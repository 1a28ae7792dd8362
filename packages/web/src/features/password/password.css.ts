import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

/** The outcome that replaces a form once it was sent (focused, so it is read out). */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const outcomeTitle = style({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });

export const outcomeText = style({ margin: 0, lineHeight: 1.5 });

export const failed = style([outcome, { background: vars.color.dangerSurface }]);

export const footnote = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '0.9375rem',
  color: vars.color.textMuted,
});

export const textLink = style({ color: vars.color.primaryText, fontWeight: 600 });
