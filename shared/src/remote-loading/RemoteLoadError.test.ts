import { describe, expect, it } from '@rstest/core';
import { isLoadFailure, RemoteLoadError, scriptName, toRemoteLoadError } from './RemoteLoadError.ts';

function chunkError(type: string, request: string): Error {
  const error = new Error(`Loading chunk 12 failed.\n(${type}: ${request})`);
  error.name = 'ChunkLoadError';
  Object.assign(error, { type, request });
  return error;
}

describe('toRemoteLoadError', () => {
  it('names a missing chunk with the page script', () => {
    const named = toRemoteLoadError(
      'mf-hotspots',
      chunkError('missing', 'http://h/static/js/async/hotspots-dashboard.abc.js'),
    );
    expect(named).toMatchObject({ remote: 'mf-hotspots', lifecycle: 'chunk', causeName: 'ChunkLoadError' });
    expect(scriptName(named.script)).toBe('hotspots-dashboard.abc.js');
    expect(named.message).toContain('mf-hotspots: chunk failed (ChunkLoadError)');
  });

  it('names a chunk that timed out as a TimeoutError', () => {
    const named = toRemoteLoadError('mf-admin', chunkError('timeout', 'http://a/static/js/async/admin-pages.1.js'));
    expect(named).toMatchObject({ lifecycle: 'chunk', causeName: 'TimeoutError' });
  });

  it('names a manifest failure with the recorded cause and manifest URL', () => {
    const error = new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest.');
    const named = toRemoteLoadError('mf-networks', error, {
      manifestUrl: 'http://n/mf-manifest.json',
      manifestCause: 'TimeoutError',
    });
    expect(named).toMatchObject({
      lifecycle: 'manifest',
      causeName: 'TimeoutError',
      script: 'http://n/mf-manifest.json',
    });
  });

  it('falls back to NetworkError for a manifest failure without a recorded cause', () => {
    const named = toRemoteLoadError('mf-networks', new Error('#RUNTIME-003 Failed to get manifest'));
    expect(named.causeName).toBe('NetworkError');
  });

  it('names an unreachable remoteEntry as a ScriptNetworkError', () => {
    const error = new Error(
      '#RUNTIME-008 ScriptNetworkError: Failed to load script "http://a/remoteEntry.js" - the script URL is unreachable',
    );
    const named = toRemoteLoadError('mf-admin', error);
    expect(named).toMatchObject({
      lifecycle: 'entry',
      causeName: 'ScriptNetworkError',
      script: 'http://a/remoteEntry.js',
    });
  });

  it('names a remoteEntry that timed out as a TimeoutError', () => {
    const error = new Error('#RUNTIME-008 ScriptNetworkError: Script "http://a/remoteEntry.js" timed out.');
    expect(toRemoteLoadError('mf-admin', error)).toMatchObject({ lifecycle: 'entry', causeName: 'TimeoutError' });
  });

  it('keeps render bugs apart from load failures', () => {
    const named = toRemoteLoadError('mf-account', new TypeError('x is undefined'));
    expect(named).toMatchObject({ lifecycle: 'module', causeName: 'TypeError' });
    expect(isLoadFailure(new TypeError('x'))).toBe(false);
    expect(isLoadFailure(chunkError('missing', 'http://x/a.js'))).toBe(true);
  });

  it('returns a RemoteLoadError unchanged', () => {
    const error = new RemoteLoadError({ remote: 'a', lifecycle: 'entry', causeName: 'X', cause: null });
    expect(toRemoteLoadError('b', error)).toBe(error);
  });
});
