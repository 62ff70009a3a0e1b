import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('<VisuallyHidden />', () => {
  it('names what it stands in for, taking no room on the screen', () => {
    render(
      <button type="button">
        <span aria-hidden>⋯</span>
        <VisuallyHidden>More actions</VisuallyHidden>
      </button>,
    );
    const text = screen.getByRole('button', { name: 'More actions' }).lastElementChild as HTMLElement;
    expect(text.style.position).toBe('absolute');
    expect([text.style.width, text.style.height, text.style.overflow]).toEqual(['1px', '1px', 'hidden']);
  });
});
