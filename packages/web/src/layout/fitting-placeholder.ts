import { useLayoutEffect, useState } from 'react';

/**
 * The first of `candidates` whose width fits in `available` px (as `measure` says), or the
 * narrowest when none does: SPEC's long desktop placeholder where it fits, a shorter SPEC text
 * where it would be cut ('…procurando I').
 */
export function fittingText(
  candidates: readonly string[],
  available: number,
  measure: (text: string) => number,
): string {
  if (candidates.length === 0) return '';
  const widths = candidates.map((text) => ({ text, width: measure(text) }));
  const fits = widths.find(({ width }) => width <= available);
  if (fits) return fits.text;
  return widths.reduce((narrowest, next) => (next.width < narrowest.width ? next : narrowest)).text;
}

/**
 * The placeholder the input shows: `candidates` in order of preference, the first that fits
 * the input's text box (its width less its padding), measured with its own font on a canvas
 * and again whenever the input is resized. Before a measure (or without a canvas): the first.
 */
export function useFittingPlaceholder(
  input: HTMLInputElement | null,
  candidates: readonly string[],
): string {
  const key = candidates.join('\n');
  const [chosen, setChosen] = useState<{ key: string; text: string } | null>(null);
  useLayoutEffect(() => {
    const options = key.split('\n');
    if (!input || typeof ResizeObserver === 'undefined') return undefined;
    const context = document.createElement('canvas').getContext?.('2d') ?? null;
    if (!context) return undefined;
    const choose = () => {
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (available <= 0) return;
      setChosen({
        key,
        text: fittingText(options, available, (text) => context.measureText(text).width),
      });
    };
    choose();
    const observer = new ResizeObserver(choose);
    observer.observe(input);
    return () => observer.disconnect();
  }, [input, key]);
  return chosen?.key === key ? chosen.text : (candidates[0] ?? '');
}
