import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** As a paged list says it is offline: the title stands out, the detail is muted. */
export const notice = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });

export const title = style({ margin: 0, fontWeight: 700, color: vars.color.danger });

export const detail = style({ margin: 0, color: vars.color.textMuted });
