import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailureResult } from './LoadFailureResult.tsx';

const ERROR = { status: 500, message: 'Database unavailable' } as const;

describe('<LoadFailureResult />', () => {
  it('shows what failed and why, and Retry loads again', () => {
    const refetch = rstest.fn();
    render(
      <LoadFailureResult
        title="The API tokens could not be loaded"
        error={ERROR}
        retryLabel="Retry"
        query={{ isFetching: false, refetch }}
      />,
    );
    expect(screen.getByText('The API tokens could not be loaded')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('spins Retry while the query runs and shows an action beside it', () => {
    render(
      <LoadFailureResult
        title="Failed to fetch group"
        error={ERROR}
        retryLabel="Try again"
        query={{ isFetching: true, refetch: () => undefined }}
        extra={<a href="/hotspots/groups">Back</a>}
      />,
    );
    expect(screen.getByRole('button', { name: /Try again/ }).className).toContain('ant-btn-loading');
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });
});
