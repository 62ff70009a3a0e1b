import { describe, expect, it, rstest } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { CursorPaging } from '../paging/cursorPaging.ts';
import { CursorPager } from './CursorPager.tsx';

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

function renderPager(paging: CursorPaging, next: string | null, fetching = false) {
  const onPaging = rstest.fn<(paging: CursorPaging) => void>();
  render(<CursorPager paging={paging} next={next} fetching={fetching} onPaging={onPaging} />);
  return onPaging;
}

describe('<CursorPager />', () => {
  it('on the first page: First and Previous are off, Next opens the next cursor and remembers the first page', () => {
    const onPaging = renderPager({ cursor: undefined, back: [] }, 'c2');
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(true);
    fireEvent.click(button('Next'));
    expect(onPaging).toHaveBeenCalledWith({ cursor: 'c2', back: [''] });
  });

  it('further on: Previous steps back one page and First clears the way back', () => {
    const onPaging = renderPager({ cursor: 'c3', back: ['', 'c2'] }, 'c4');
    fireEvent.click(button('Previous'));
    expect(onPaging).toHaveBeenLastCalledWith({ cursor: 'c2', back: [''] });
    fireEvent.click(button('First page'));
    expect(onPaging).toHaveBeenLastCalledWith({ cursor: undefined, back: [] });
  });

  it('Next is off on the last page', () => {
    renderPager({ cursor: 'c3', back: [''] }, null);
    expect(button('Next').disabled).toBe(true);
  });

  it('Next waits while a page loads', () => {
    renderPager({ cursor: 'c3', back: [''] }, 'c4', true);
    expect(button('Next').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);
  });
});
