import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import { renderRouteWithoutMotion } from './index.tsx';

function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

describe('renderRouteWithoutMotion', () => {
  it('renders the element at the URL with antd motion off', async () => {
    await renderRouteWithoutMotion(<MotionProbe />, { url: '/somewhere', path: '/somewhere' });
    expect(screen.getByLabelText('motion').textContent).toBe('false');
  });
});
