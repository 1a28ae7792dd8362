/** The media queries of the layout's widths (SPEC §9), for styles and for the boot plan. */
export const breakpoints = {
  /** SPEC §9: the desktop breakpoint. */
  desktop: 'screen and (min-width: 769px)',
  /** Below the desktop breakpoint. */
  mobile: 'screen and (max-width: 768.98px)',
  /** SPEC §9: the large-screen band. */
  largeBand: 'screen and (min-width: 769px) and (max-width: 1354px)',
};
