import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useMediaQuery } from './useMediaQuery.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './carousel.css.ts';

export interface CarouselSlide {
  key: string;
  /** What the slide is about, read by assistive technology. */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's name (e.g. 'Destaques da semana'). */
  label: string;
  slides: readonly CarouselSlide[];
  /** How long a slide stays before the next when nothing holds the carousel. */
  intervalMs?: number;
}

const SWIPE_MIN_PX = 40;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A slide show (WAI-ARIA tabbed carousel): previous/next buttons, a dot per slide (tabs; the
 * arrow keys move between them), swipe on touch screens. It turns by itself only while nothing holds it: hovering,
 * focus inside, the member's pause button, or a reduced-motion preference stop it.
 */
export function Carousel({ label, slides, intervalMs = 6000 }: CarouselProps) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION, false);
  const swipeStart = useRef<number | null>(null);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = slides.length;
  const shown = count === 0 ? 0 : current % count;
  const go = useCallback(
    (step: number) => setCurrent((now) => (count === 0 ? 0 : (now + step + count) % count)),
    [count],
  );
  const turning = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [turning, go, intervalMs]);

  if (count === 0) return null;

  // Arrow keys move between the dots (the WAI-ARIA tabbed carousel), focus following.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (shown + step + count) % count;
    setCurrent(next);
    dotRefs.current[next]?.focus();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_MIN_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        id={`${id}-slides`}
        aria-live={turning ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            id={`${id}-slide-${index}`}
            role="tabpanel"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: index + 1, count, label: slide.label })}
            className={styles.slide}
            hidden={index !== shown}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-slides`}
            aria-label={paused ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setPaused((now) => !now)}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots} role="tablist" aria-label={t('carousel.slides')}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                ref={(button) => {
                  dotRefs.current[index] = button;
                }}
                type="button"
                role="tab"
                className={styles.dot}
                aria-controls={`${id}-slide-${index}`}
                aria-selected={index === shown}
                tabIndex={index === shown ? 0 : -1}
                aria-label={t('carousel.goTo', { index: index + 1, label: slide.label })}
                onClick={() => setCurrent(index)}
                onKeyDown={onKeyDown}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            aria-controls={`${id}-slides`}
            aria-label={t('carousel.next')}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
