import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.pill,
    fontFamily: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'filter 120ms ease, transform 120ms ease',
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    size: {
      sm: { fontSize: '0.8125rem', padding: '6px 12px', minHeight: '32px' },
      md: { fontSize: '0.9375rem', padding: '10px 18px', minHeight: '40px' },
      lg: { fontSize: '1rem', padding: '12px 24px', minHeight: '48px' },
      xl: { fontSize: '1.125rem', padding: '14px 32px', minHeight: '56px' },
    },
    variant: {
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      secondary: {
        background: 'transparent',
        color: vars.color.primaryText,
        boxShadow: `inset 0 0 0 2px ${vars.color.primaryText}`,
      },
      ghost: { background: 'transparent', color: vars.color.primaryText },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { size: 'md', variant: 'primary', block: false },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
