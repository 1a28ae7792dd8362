import { startTransition, useEffect, useState, type RefObject } from 'react';

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
 * the input's text box, measured with its own font on a canvas whenever the input is resized.
 * The measure waits for the ResizeObserver's first report, which comes after the browser's own
 * layout with the box's content width: reading the width on mount instead forced a layout of
 * the whole page before its first paint. Before a measure (or without a canvas): the first.
 * The input comes as a ref, not as state (a state setter as the ref re-rendered the box at once,
 * synchronously, as it mounted), and the choice renders as a transition: it is not urgent.
 */
export function useFittingPlaceholder(
  inputRef: RefObject<HTMLInputElement | null>,
  candidates: readonly string[],
): string {
  const key = candidates.join('\n');
  const [chosen, setChosen] = useState<{ key: string; text: string } | null>(null);
  useEffect(() => {
    const options = key.split('\n');
    const input = inputRef.current;
    if (!input || typeof ResizeObserver === 'undefined') return undefined;
    let context: CanvasRenderingContext2D | null | undefined;
    const observer = new ResizeObserver((entries) => {
      const available = entries[entries.length - 1]?.contentRect.width ?? 0;
      if (available <= 0) return;
      context ??= document.createElement('canvas').getContext?.('2d') ?? null;
      if (!context) return;
      const style = getComputedStyle(input);
      const measuring = context;
      measuring.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = fittingText(options, available, (each) => measuring.measureText(each).width);
      startTransition(() => setChosen({ key, text }));
    });
    observer.observe(input);
    return () => observer.disconnect();
  }, [inputRef, key]);
  return chosen?.key === key ? chosen.text : (candidates[0] ?? '');
}
