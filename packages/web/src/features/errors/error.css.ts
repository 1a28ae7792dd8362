import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

/** Inside the kit's `<Card>`: the room and width of the error pages' panel. */
export const panel = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  maxWidth: '640px',
  width: '100%',
  alignSelf: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The crash screen stands where the broken screen was, centred. */
export const crash = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
