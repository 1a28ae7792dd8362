import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A Modal placed as a full-height panel on the right instead of centred. */
export const drawer = style({
  margin: '0 0 0 auto',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
  boxShadow: '-8px 0 24px rgba(20, 24, 40, 0.18)',
});

// The content fills the panel, so that only a click outside it lands on the mask.
globalStyle(`${drawer} > div`, { minHeight: '100%' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
