import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme/theme.css.ts';

/**
 * A notice's two image formats: the desktop image is landscape (16:9), the mobile one portrait
 * (3:4). The box keeps its format whatever the file's, so that the modal does not move when the
 * image arrives (a layout shift); an image of another format is shown whole inside it.
 */
export const NOTICE_IMAGE_SIZES = {
  landscape: { width: 960, height: 540 },
  portrait: { width: 540, height: 720 },
} as const;

type Format = keyof typeof NOTICE_IMAGE_SIZES;
const ratio = (format: Format) =>
  `${NOTICE_IMAGE_SIZES[format].width} / ${NOTICE_IMAGE_SIZES[format].height}`;

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

/** The box's format below 769 px (SPEC §9's desktop breakpoint): the image shown there. */
export const mobileFormat = styleVariants({ portrait: {}, landscape: {} }, (_, format) => ({
  '@media': { [breakpoints.mobile]: { aspectRatio: ratio(format) } },
}));

/** The box's format from 769 px. */
export const desktopFormat = styleVariants({ portrait: {}, landscape: {} }, (_, format) => ({
  '@media': { [breakpoints.desktop]: { aspectRatio: ratio(format) } },
}));

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const providedBy = style({ margin: 0, color: vars.color.textMuted });

export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
