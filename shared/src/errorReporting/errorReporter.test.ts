import { afterEach, describe, expect, it } from '@rstest/core';
import { MAX_QUEUED_REPORTS, reportError, setErrorReporter, type ErrorReportContext } from './errorReporter.ts';

function recorder() {
  const reports: [unknown, ErrorReportContext][] = [];
  return { reports, reporter: (error: unknown, context: ErrorReportContext) => reports.push([error, context]) };
}

describe('reportError', () => {
  afterEach(() => setErrorReporter(null));

  it('queues reports made before a reporter is set and sends them, in order, when it is', () => {
    const first = new Error('first');
    const second = new Error('second');
    reportError(first, { remote: 'mf-networks', buildVersion: 'abc' });
    reportError(second);
    const { reports, reporter } = recorder();
    setErrorReporter(reporter);
    expect(reports).toEqual([
      [first, { remote: 'mf-networks', buildVersion: 'abc' }],
      [second, {}],
    ]);
    const third = new Error('third');
    reportError(third, { remote: 'mf-admin' });
    expect(reports[2]).toEqual([third, { remote: 'mf-admin' }]);
  });

  it('reports an error once, and an error that wraps a reported one not again', () => {
    const { reports, reporter } = recorder();
    setErrorReporter(reporter);
    const caught = new TypeError('x is undefined');
    const named = new Error('mf-networks: module failed', { cause: caught });
    reportError(named, { remote: 'mf-networks' });
    reportError(named, { remote: 'mf-networks' });
    reportError(caught);
    reportError(new Error('wrapper', { cause: caught }));
    expect(reports.map(([error]) => error)).toEqual([named]);
  });

  it('keeps only the newest reports while none is set, and forgets them when reporting is off', () => {
    for (let i = 0; i <= MAX_QUEUED_REPORTS; i += 1) reportError(new Error(`e${i}`));
    const { reports, reporter } = recorder();
    setErrorReporter(reporter);
    expect(reports).toHaveLength(MAX_QUEUED_REPORTS);
    expect((reports[0]?.[0] as Error).message).toBe('e1');

    setErrorReporter(null);
    reportError(new Error('while off'));
    setErrorReporter(null);
    const later = recorder();
    setErrorReporter(later.reporter);
    expect(later.reports).toEqual([]);
  });
});
