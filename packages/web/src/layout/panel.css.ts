import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  overflow: 'hidden',
  flexShrink: 0,
});

export const name = style({ margin: 0, fontWeight: 700, fontSize: '1rem' });

export const wallets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.sm,
});

export const wallet = style({
  minWidth: 0,
  // Its value's type is sized by the card's width (walletValue).
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '0.8125rem',
});

export const walletValue = style({
  fontWeight: 700,
  // A third of the panel is narrow for a coin's name: at 15 px, '350 Pontos Vantagens' broke
  // 'Vantagens' inside the word at phone and desktop widths alike. Smaller in a narrow card,
  // so that a word of nine letters fits its line (a browser without container units keeps 15 px).
  fontSize: ['0.9375rem', 'min(0.9375rem, 16cqi)'],
  color: vars.color.primaryText,
  // Lines break between words; a word longer than the card still wraps inside its button.
  overflowWrap: 'break-word',
  minWidth: 0,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} 0`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  fontFamily: 'inherit',
  fontSize: '0.9375rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
  padding: vars.space.lg,
});

export const read = style({ fontWeight: 400, color: vars.color.textMuted });

export const unreadLabel = style({
  display: 'block',
  fontSize: '0.75rem',
  fontWeight: 700,
  color: vars.color.primaryText,
  textTransform: 'uppercase',
});

/** When a notification arrived, under its title (SPEC §8 relative time). */
export const time = style({
  display: 'block',
  marginTop: '2px',
  fontSize: '0.75rem',
  fontWeight: 400,
  color: vars.color.textMuted,
});
