import { describe, expect, it, rstest, afterEach } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, testAccount } from '../testing/index.tsx';
import { ExportButton, type ExportButtonProps } from './ExportButton.tsx';
import type { ExportColumn } from '../export/exportRows.ts';

interface Row {
  id: string;
}
const COLUMNS: ExportColumn<Row>[] = [{ header: 'ID', value: (row) => row.id }];
const ACCOUNT = testAccount({ user_level: 30 });

/** The button exporting `fileName` with the ID column, its pages from `fetchPage`. */
function renderExport(fileName: string, fetchPage: ExportButtonProps<Row>['fetchPage']) {
  return renderRoute(<ExportButton fileName={fileName} columns={COLUMNS} fetchPage={fetchPage} />, {
    url: '/',
    path: '/',
    account: ACCOUNT,
  });
}

/** What the download link was given: the file's name and its text. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | null = null;
  rstest.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob;
    return 'blob:test';
  });
  rstest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  rstest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

async function chooseFormat(label: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: /Export/ }));
  fireEvent.click(await screen.findByText(label));
}

afterEach(() => {
  rstest.restoreAllMocks();
});

describe('<ExportButton />', () => {
  it('fetches every page and downloads one CSV file, then says how many rows', async () => {
    const saved = captureDownloads();
    const pages: number[] = [];
    const fetchPage = (page: number, pageSize: number) => {
      pages.push(page);
      const all = Array.from({ length: 2500 }, (_, i) => ({ id: `d${i}` }));
      return Promise.resolve({ results: all.slice((page - 1) * pageSize, page * pageSize), total: all.length });
    };
    await renderExport('devices', fetchPage);
    await chooseFormat(/CSV/);
    expect(await screen.findByText('Exported 2,500 rows')).toBeTruthy();
    expect(pages).toEqual([1, 2, 3]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^devices-\d{8}-\d{6}\.csv$/);
    const lines = (await saved[0]!.blob.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(lines[0]).toBe('ID');
  });

  it('shows progress while it runs and Cancel stops it without a download', async () => {
    const saved = captureDownloads();
    let release: () => void = () => undefined;
    const fetchPage = async (page: number) => {
      if (page === 2) await new Promise<void>((resolve) => (release = resolve));
      return { results: Array.from({ length: 1000 }, (_, i) => ({ id: `${page}-${i}` })), total: 5000 };
    };
    await renderExport('events', fetchPage);
    await chooseFormat(/NDJSON/);
    expect(await screen.findByText('Exporting 1,000 of 5,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    release();
    expect(await screen.findByText('Export cancelled')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy());
    expect(saved).toEqual([]);
  });

  it('shows the failure and downloads nothing', async () => {
    const saved = captureDownloads();
    // What a failed RTK Query `unwrap()` rejects with: the base query's ApiError.
    const fetchPage = () => Promise.reject(Object.assign(new Error('boom'), { status: 500 }));
    await renderExport('events', fetchPage);
    await chooseFormat(/CSV/);
    expect(await screen.findByText('Export failed: boom')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
