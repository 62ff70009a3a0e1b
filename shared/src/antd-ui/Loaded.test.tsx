import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n.ts';
import { Loaded, type LoadedQuery } from './Loaded.tsx';

await initI18n();

function renderLoaded(query: LoadedQuery) {
  render(
    <Loaded query={query} title="The rows could not be loaded" message="Database unavailable">
      <p>the rows</p>
    </Loaded>,
  );
}

describe('<Loaded />', () => {
  it('shows the content while the query loads and once it has data', () => {
    renderLoaded({ isFetching: true, refetch: () => undefined });
    expect(screen.getByText('the rows')).toBeTruthy();
  });

  it('keeps the data it has when a reload fails', () => {
    renderLoaded({ data: [], error: { status: 500 }, isFetching: false, refetch: () => undefined });
    expect(screen.getByText('the rows')).toBeTruthy();
    expect(screen.queryByText('The rows could not be loaded')).toBeNull();
  });

  it('shows the failure and its message in place of the content, and Retry loads again', () => {
    const refetch = rstest.fn();
    renderLoaded({ error: { status: 500 }, isFetching: false, refetch });
    expect(screen.queryByText('the rows')).toBeNull();
    expect(screen.getByText('The rows could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
