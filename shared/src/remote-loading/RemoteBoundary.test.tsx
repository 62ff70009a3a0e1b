import { afterEach, describe, expect, it } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { setErrorReporter, type ErrorReportContext } from '../errorReporting/errorReporter.ts';
import { renderRoute } from '../testing/index.tsx';
import { reportRemoteFailure } from './loader.ts';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteLoadError } from './RemoteLoadError.ts';
import { remoteStatusStore } from './remoteStatus.ts';

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

describe('<RemoteBoundary /> error reports', () => {
  const reports: [unknown, ErrorReportContext][] = [];
  const collect = () => {
    reports.length = 0;
    setErrorReporter(null); // forget what earlier tests left in the queue
    setErrorReporter((error, context) => reports.push([error, context]));
    remoteStatusStore.reset([
      { name: 'mf-admin', entry: 'http://a/mf-manifest.json', enabled: true, overridden: false, state: 'loaded' },
    ]);
    remoteStatusStore.update('mf-admin', { buildVersion: 'abc123-dirty' });
  };
  afterEach(() => setErrorReporter(null));

  it('reports a render bug with the remote, its build version and the component stack', async () => {
    collect();
    const bug = new TypeError('networks is not iterable');
    function Broken(): never {
      throw bug;
    }
    await renderInBoundary('mf-admin', <Broken />);
    expect(reports).toHaveLength(1);
    const [error, context] = reports[0] ?? [];
    expect(error).toMatchObject({ name: 'RemoteLoadError', remote: 'mf-admin', lifecycle: 'module', cause: bug });
    expect(context).toMatchObject({ remote: 'mf-admin', buildVersion: 'abc123-dirty', lifecycle: 'module' });
    expect(context?.componentStack).toContain('Broken');
  });

  it('reports a load failure once, although the loader and the boundary both see it', async () => {
    collect();
    const failed = new RemoteLoadError({
      remote: 'mf-admin',
      lifecycle: 'entry',
      causeName: 'ScriptNetworkError',
      cause: new Error('#RUNTIME-008'),
    });
    reportRemoteFailure(failed);
    function Unloadable(): never {
      throw failed;
    }
    await renderInBoundary('mf-admin', <Unloadable />);
    expect(reports).toEqual([[failed, expect.objectContaining({ remote: 'mf-admin', lifecycle: 'entry' })]]);
  });
});
