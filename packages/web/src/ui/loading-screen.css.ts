import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });

export const screen = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const dot = style({
  width: '14px',
  height: '14px',
  borderRadius: '50%',
  background: vars.color.primary,
  animation: `${pulse} 1.2s ease-in-out infinite`,
});

export const title = style({ margin: 0, fontSize: '1.5rem', color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted });
