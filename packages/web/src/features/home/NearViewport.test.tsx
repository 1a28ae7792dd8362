import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './NearViewport.tsx';

/** An IntersectionObserver the test drives: `enter` says the observed place came near. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(
      private callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this as unknown as (typeof observers)[number]);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const enter = () =>
    act(() => {
      for (const observer of observers) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0) observer.callback(entries as never, observer as never);
      }
    });
  return { enter, observers };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearViewport', () => {
  it('holds the place with an empty box until the place comes near, then mounts once', () => {
    const { enter, observers } = fakeObserver();
    const { container } = render(
      <NearViewport now={false} placeholderClassName="place" placeholder={<h2>name</h2>}>
        <p>shelf</p>
      </NearViewport>,
    );
    expect(screen.queryByText('shelf')).toBeNull();
    expect(container.querySelector('.place')).toHaveTextContent('name');
    expect(observers).toHaveLength(1);
    enter();
    expect(screen.getByText('shelf')).toBeInTheDocument();
    expect(container.querySelector('.place')).toBeNull();
    // Mounted for good: the observer is gone.
    expect((observers[0] as unknown as { targets: Element[] }).targets).toEqual([]);
  });

  it('mounts at once with `now`, observing nothing', () => {
    const { observers } = fakeObserver();
    render(
      <NearViewport now placeholderClassName="place" placeholder={<h2>name</h2>}>
        <p>shelf</p>
      </NearViewport>,
    );
    expect(screen.getByText('shelf')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('mounts at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport now={false} placeholderClassName="place" placeholder={<h2>name</h2>}>
        <p>shelf</p>
      </NearViewport>,
    );
    expect(screen.getByText('shelf')).toBeInTheDocument();
  });
});
