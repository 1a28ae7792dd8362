import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const content = style({ color: vars.color.text, lineHeight: 1.5, overflowWrap: 'anywhere' });

globalStyle(`${content} a`, { color: vars.color.primaryText, textDecoration: 'underline' });
globalStyle(`${content} a:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
