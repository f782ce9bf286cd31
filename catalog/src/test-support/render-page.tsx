import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CatalogTexts } from '../texts/catalog-texts-context';

/** Where the page is now, shown for tests: path and query. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a component inside a router at `path`, with the current address readable by tests. */
export function renderAt(path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<CatalogTexts>{element}</CatalogTexts>} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

export const MENU = [
  {
    id: 'kamera',
    title: { nb: 'Kamera', en: 'Cameras' },
    subItems: [
      {
        id: 'kamera:ip',
        title: { nb: 'IP-kameraer', en: 'IP cameras' },
        subItems: [
          { id: 'kamera:ip:dome', title: { nb: 'Dome', en: 'Dome' }, subItems: [] },
          { id: 'kamera:ip:bullet', title: { nb: 'Bullet', en: 'Bullet' }, subItems: [] },
        ],
      },
      { id: 'kamera:opptak', title: { nb: 'Opptakere', en: 'Recorders' }, subItems: [] },
    ],
  },
  { id: 'brann', title: { nb: 'Brann', en: 'Fire' }, subItems: [] },
];

/** jsdom has no matchMedia, which swiper's breakpoints ask; this answers as a narrow screen would. */
export function installMatchMedia(): void {
  if ('matchMedia' in window) return;
  const matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
}
