import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The offline screen stands where the screen that could not load would be, centred. */
export const screen = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** Inside the kit's `<Card>`: the room and width of the crash screen's panel. */
export const panel = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  maxWidth: '640px',
  width: '100%',
  alignSelf: 'center',
});
