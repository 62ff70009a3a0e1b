import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { reportError, setErrorReporter } from '@beacon/shared';
import { errorReportingState, startErrorReporting } from './startErrorReporting.ts';

describe('startErrorReporting', () => {
  afterEach(() => setErrorReporter(null));

  it('loads nothing without a DSN, and forgets the reports queued so far', () => {
    const schedule = rs.fn();
    reportError(new Error('before the config was read'));
    startErrorReporting(null, schedule);
    expect(schedule).not.toHaveBeenCalled();
    expect(errorReportingState()).toBe('off');
    const reporter = rs.fn();
    setErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('schedules the load for after the first content when a DSN is set', () => {
    const schedule = rs.fn();
    startErrorReporting({ dsn: 'http://public@localhost:4000/1' }, schedule);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(errorReportingState()).toBe('loading');
  });
});
