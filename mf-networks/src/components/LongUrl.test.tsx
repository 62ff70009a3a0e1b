import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { LongUrl } from './LongUrl.tsx';

describe('<LongUrl />', () => {
  it('links an http(s) URL in a new tab, with the whole URL as its title', () => {
    const url = `https://hooks.test/${'p'.repeat(2000)}`;
    render(<LongUrl url={url} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('title')).toBe(url);
  });

  it.each(['javascript:alert(1)', 'mailto:a@b.test', 's3://archive'])('shows %s as text, never as a link', (url) => {
    render(<LongUrl url={url} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(url).getAttribute('title')).toBe(url);
  });
});
