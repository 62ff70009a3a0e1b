import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { PartBoundary } from './PartBoundary.tsx';

let fail = true;
function Part() {
  if (fail) throw new Error('chunk gone');
  return <p>part shown</p>;
}

describe('PartBoundary', () => {
  it('shows the fallback instead of a failing part, keeps its siblings, names it in the console, and retries', () => {
    const errors = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>sibling</p>
        <PartBoundary
          part="Command palette"
          fallback={(error, retry) => (
            <button type="button" onClick={retry}>
              {`failed: ${(error as Error).message}`}
            </button>
          )}
        >
          <Part />
        </PartBoundary>
      </>,
    );
    expect(screen.getByText('sibling')).toBeTruthy();
    expect(errors.mock.calls.some((call) => call[0] === 'Command palette failed')).toBe(true);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'failed: chunk gone' }));
    expect(screen.getByText('part shown')).toBeTruthy();
    errors.mockRestore();
  });
});
