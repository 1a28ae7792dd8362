import type { HTMLAttributes, ReactNode } from 'react';
import { card, type CardVariants } from './card.css.ts';

type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li';

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariants {
  /** The element: a card is a `div` unless it is a section, an article or an item of a list. */
  as?: CardElement;
  children?: ReactNode;
}

/** The kit's card (ui/card.css.ts): surface or brand tone, padding, focus ring when it holds a link. */
export function Card({
  as: Tag = 'div',
  tone,
  padding,
  interactive,
  className,
  ...rest
}: CardProps) {
  const classes = card({ tone, padding, interactive });
  return <Tag className={className ? `${classes} ${className}` : classes} {...rest} />;
}
