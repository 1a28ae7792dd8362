import type { ButtonHTMLAttributes } from 'react';
import { button, spinner } from './button.css.ts';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize;
  variant?: 'primary' | 'secondary' | 'ghost';
  block?: boolean;
  /** Disabled and showing a spinner while true (SPEC §4 "Button"). */
  loading?: boolean;
}

export function Button({
  size = 'md',
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[button({ size, variant, block }), className].filter(Boolean).join(' ')}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
