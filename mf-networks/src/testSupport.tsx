/**
 * What the component tests of mf-networks share (the set-up is createTestConfig's): a probe of the
 * router's location, filling fields and reading tables. The fixtures are in testFixtures.ts.
 */
import { renderRoute, type FakeRequest, type RenderRouteOptions } from '@beacon/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';

/** The requests that change something (all but GET). */
export const writes = (requests: readonly FakeRequest[]) => requests.filter((r) => r.method !== 'GET');

/** Shows where the app navigated to, path and query (read it with `location()`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** Renders `element` as `renderRoute` does, with the `LocationProbe` beside it. */
export function renderWithLocation(element: ReactElement, options: RenderRouteOptions) {
  return renderRoute(
    <>
      {element}
      <LocationProbe />
    </>,
    options,
  );
}

/** Where the app is, as the `LocationProbe` shows it, e.g. `/networks/net-1?page=2`. */
export const location = () => screen.getByLabelText('location').textContent;

/** The query of `location()`, e.g. `?page=2` ('' when there is none). */
export function locationSearch(): string {
  const current = location() ?? '';
  const start = current.indexOf('?');
  return start < 0 ? '' : current.slice(start);
}

/** Types `value` into the field labelled `label`. */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The text of each data row of `table` (the header row left out), the first `columns` cells of each. */
export const tableCells = (table: HTMLElement, columns?: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, columns)
        .map((cell) => cell.textContent),
    );

/** The row of `table` that shows `text` (in an element that matches `selector`, when given). */
export const rowWith = (table: HTMLElement, text: string, selector?: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, selector === undefined ? undefined : { selector })) as HTMLElement;
