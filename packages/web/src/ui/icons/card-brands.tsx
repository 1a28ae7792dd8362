import type { ReactNode } from 'react';

/**
 * The eight card brands (SPEC §9) as small badges on a 48 × 32 card, drawn for this project
 * in each brand's well-known colours: simple recognisable marks, not the brands' logos.
 * These colours are the card networks' identity, not the club's theme, so they are fixed here
 * rather than taken from the theme contract.
 */
const CARD_COLORS = {
  amex: '#1f72cd',
  diners: '#0079be',
  discoverInk: '#231f20',
  discoverOrange: '#ff6000',
  eloYellow: '#ffcb05',
  eloBlue: '#00a4e0',
  eloRed: '#ef4123',
  hipercard: '#b3131b',
  jcbBlue: '#0e4c96',
  jcbRed: '#e20613',
  jcbGreen: '#009b3a',
  masterRed: '#eb001b',
  masterYellow: '#f79e1b',
  masterOverlap: '#ff5f00',
  visa: '#1a1f71',
  ink: '#111111',
  white: '#ffffff',
  paper: '#f4f4f4',
} as const;

const c = CARD_COLORS;

const label = (text: string, x: number, fill: string, size = 11, italic = false) => (
  <text
    x={x}
    y="20"
    fill={fill}
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={size}
    fontWeight="700"
    fontStyle={italic ? 'italic' : 'normal'}
    textAnchor="middle"
  >
    {text}
  </text>
);

export const CARD_BRANDS = {
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill={c.amex} />
      <rect x="4" y="9" width="40" height="14" rx="1" fill="none" stroke={c.white} />
      {label('AMEX', 24, c.white, 10)}
    </>
  ),
  dinners: (
    <>
      <rect width="48" height="32" rx="4" fill={c.white} stroke={c.diners} strokeWidth="2" />
      <circle cx="24" cy="16" r="10" fill={c.diners} />
      <circle cx="20.5" cy="16" r="5.5" fill="none" stroke={c.white} strokeWidth="2" />
      <circle cx="27.5" cy="16" r="5.5" fill="none" stroke={c.white} strokeWidth="2" />
    </>
  ),
  discover: (
    <>
      <rect width="48" height="32" rx="4" fill={c.paper} />
      <path d="M20 32h24a4 4 0 0 0 4-4V18C38 26 28 30 20 32z" fill={c.discoverOrange} />
      {label('DISC', 17, c.discoverInk, 9)}
      <circle cx="34.5" cy="16.8" r="4" fill={c.discoverOrange} />
    </>
  ),
  elo: (
    <>
      <rect width="48" height="32" rx="4" fill={c.ink} />
      <circle cx="10" cy="10" r="3" fill={c.eloYellow} />
      <circle cx="10" cy="17" r="3" fill={c.eloBlue} />
      <circle cx="10" cy="24" r="3" fill={c.eloRed} />
      {label('elo', 29, c.white, 14)}
    </>
  ),
  hipercard: (
    <>
      <rect width="48" height="32" rx="4" fill={c.hipercard} />
      {label('Hiper', 24, c.white, 12, true)}
    </>
  ),
  jcb: (
    <>
      <rect width="48" height="32" rx="4" fill={c.white} stroke={c.jcbBlue} />
      <rect x="6" y="5" width="11" height="22" rx="3" fill={c.jcbBlue} />
      <rect x="18.5" y="5" width="11" height="22" rx="3" fill={c.jcbRed} />
      <rect x="31" y="5" width="11" height="22" rx="3" fill={c.jcbGreen} />
      {label('J', 11.5, c.white, 11)}
      {label('C', 24, c.white, 11)}
      {label('B', 36.5, c.white, 11)}
    </>
  ),
  master: (
    <>
      <rect width="48" height="32" rx="4" fill={c.ink} />
      <circle cx="19" cy="16" r="9" fill={c.masterRed} />
      <circle cx="29" cy="16" r="9" fill={c.masterYellow} />
      <path d="M24 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill={c.masterOverlap} />
    </>
  ),
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill={c.visa} />
      {label('VISA', 24, c.white, 13, true)}
      <path d="M6 25h36" stroke={c.masterYellow} strokeWidth="2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type CardBrand = keyof typeof CARD_BRANDS;
