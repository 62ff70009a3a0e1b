import { describe, expect, it } from '@rstest/core';
import { sharedLibraryReport } from './sharedReport.ts';

describe('sharedLibraryReport', () => {
  it('counts one copy when every instance points at the shell-provided record', () => {
    const react = { from: 'shell', loaded: true, useIn: ['shell', 'mf_networks'] };
    const report = sharedLibraryReport({
      shell: { default: { react: { '19.3.1': react } } },
      mf_networks: { default: { react: { '19.3.1': react }, antd: { '6.6.8': { from: 'mf_networks' } } } },
    });
    expect(report).toEqual([
      { name: 'antd', loadedCopies: 0, versions: [], providers: [], usedBy: [] },
      { name: 'react', loadedCopies: 1, versions: ['19.3.1'], providers: ['shell'], usedBy: ['mf_networks', 'shell'] },
    ]);
  });

  it('counts a second evaluated copy', () => {
    const report = sharedLibraryReport({
      shell: {
        default: {
          react: { '19.3.1': { from: 'shell', loaded: true }, '19.2.0': { from: 'mf_admin', lib: () => ({}) } },
        },
      },
    });
    expect(report[0]?.loadedCopies).toBe(2);
  });
});
