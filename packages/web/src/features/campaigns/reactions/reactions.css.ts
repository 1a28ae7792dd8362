import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';
import { FOCUS_RING } from '../../../theme/focus-ring.ts';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** A round icon button that can sit on a picture: its own white surface keeps it readable. */
export const reaction = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4px',
  minWidth: '40px',
  minHeight: '40px',
  padding: '0 10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1,
  cursor: 'pointer',
  transition: 'color 120ms ease, border-color 120ms ease, transform 120ms ease',
  selectors: {
    '&:hover': { color: vars.color.text, borderColor: vars.color.textMuted },
    '&:active': { transform: 'scale(0.96)' },
    '&:focus-visible': FOCUS_RING,
    '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger },
    '&[aria-busy="true"]': { animation: `${pulse} 900ms ease-in-out infinite` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&[aria-busy="true"]': { animation: 'none', opacity: 0.7 } },
    },
  },
});

/** A liked offer reads in the brand's own readable colour, not in the danger red of a heart. */
export const liked = style({
  selectors: {
    '&[aria-pressed="true"]': {
      color: vars.color.primaryText,
      borderColor: vars.color.primaryText,
    },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });

// A liked offer's thumb is filled: the pressed state does not rest on colour alone.
globalStyle(`${liked}[aria-pressed="true"] svg`, { fill: 'currentColor' });
