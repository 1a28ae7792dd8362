import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { FOCUS_RING } from '../theme/focus-ring.ts';
import { vars } from '../theme/theme.css.ts';

/**
 * The kit's card, declared once: every card and panel of the app is this shape (the theme's
 * large radius and card shadow, no border: the shadow sets it off the page) and, unless it is
 * painted in a brand colour, this surface. A card holding a link shows the one focus ring
 * (theme/focus-ring.ts) around the whole card when that link has the focus.
 */
export const cardShape = style({ borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });

export const cardSurface = style([cardShape, { background: vars.color.surface }]);

export const cardFocusRing = style({ selectors: { '&:focus-within': FOCUS_RING } });

/** The `<Card>` component's classes: a card's tone, its padding and whether it holds a link. */
export const card = recipe({
  base: [cardShape, { color: vars.color.text }],
  variants: {
    tone: {
      surface: { background: vars.color.surface },
      brand: { background: vars.color.primary, color: vars.color.onPrimary },
    },
    padding: {
      none: {},
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    interactive: { true: [cardFocusRing], false: {} },
  },
  defaultVariants: { tone: 'surface', padding: 'lg', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
