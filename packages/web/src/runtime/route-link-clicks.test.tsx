import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../router/index.ts';
import { describe, expect, it } from 'vitest';
import { isPlainClick } from '../router/plain-click.ts';
import { ROUTE_LINK, useRouteLinkClicks } from './route-link-clicks.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Row() {
  const follow = useRouteLinkClicks();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the links inside are the controls
    <ul onClick={follow}>
      <li>
        <a href="/campanhas?partner=acme" {...{ [ROUTE_LINK]: '' }}>
          <span>Acme</span>
        </a>
      </li>
      <li>
        <a href="/fora" target="_blank" {...{ [ROUTE_LINK]: '' }}>
          Nova aba
        </a>
      </li>
      <li>
        <a href="/sem-marca">Sem marca</a>
      </li>
    </ul>
  );
}

function renderRow() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Row />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('useRouteLinkClicks', () => {
  it('navigates within the app on a plain click, from the link or anything inside it', () => {
    renderRow();
    const prevented = !fireEvent.click(screen.getByText('Acme'));
    expect(prevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/campanhas?partner=acme');
  });

  it('leaves modified clicks, other targets and unmarked links to the browser', () => {
    renderRow();
    expect(fireEvent.click(screen.getByText('Acme'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('Acme'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('Nova aba'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Sem marca'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('counts only the primary button without modifiers as plain', () => {
    const plain = {
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(plain)).toBe(true);
    for (const change of [
      { button: 1 },
      { metaKey: true },
      { altKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick({ ...plain, ...change })).toBe(false);
    }
  });
});
