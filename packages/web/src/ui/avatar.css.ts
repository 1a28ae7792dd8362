import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: '50%',
    objectFit: 'cover',
    overflow: 'hidden',
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: 700,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: '0.8125rem' },
      md: { width: '48px', height: '48px', fontSize: '1.125rem' },
      lg: { width: '80px', height: '80px', fontSize: '1.75rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
