import { describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { renderRoute } from '../testing/index.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';

function chunkError(): Error {
  const error = new Error('Loading chunk 3 failed.');
  error.name = 'ChunkLoadError';
  Object.assign(error, { type: 'missing', request: 'http://h/static/js/async/hotspots-dashboard.1a2b.js' });
  return error;
}

let failNext = true;
function Flaky() {
  const [n] = useState(0);
  if (failNext) throw chunkError();
  return <p>Dashboard {n}</p>;
}

/** `child` inside the boundary of `remote`, rendered at `/`: answers the alert the boundary shows. */
async function renderInBoundary(remote: string, child: ReactElement): Promise<HTMLElement> {
  await renderRoute(<RemoteBoundary remote={remote}>{child}</RemoteBoundary>, { url: '/' });
  return screen.findByRole('alert');
}

describe('<RemoteBoundary />', () => {
  it('names the remote, step, cause and script of a chunk failure and recovers on Retry', async () => {
    failNext = true;
    const alert = await renderInBoundary('mf-hotspots', <Flaky />);
    expect(alert.textContent).toContain('mf-hotspots could not be loaded');
    expect(alert.textContent).toContain('chunk');
    expect(alert.textContent).toContain('ChunkLoadError');
    expect(alert.textContent).toContain('hotspots-dashboard.1a2b.js');
    failNext = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Dashboard 0')).toBeTruthy();
  });

  it('shows a render bug without Retry', async () => {
    function Broken(): never {
      throw new TypeError('cannot read name');
    }
    const alert = await renderInBoundary('mf-admin', <Broken />);
    expect(alert.textContent).toContain('mf-admin failed while rendering');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
