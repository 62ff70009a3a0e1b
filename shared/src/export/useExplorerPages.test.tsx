import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderRoute } from '../testing/index.tsx';
import type { ExplorerBody } from './api.ts';
import { useExplorerPages } from './useExplorerPages.ts';

const ACCOUNT = { account_id: 'acme', name: 'Acme', user_level: 30 } as never;
const BODY: ExplorerBody<'exploreDevices'> = {
  sort: { field: 'created', order: 'desc' },
  pagination: { page: 3, page_size: 1000 },
  fields: [{ field: 'network_id', value: 'net-1' }],
};

function FetchSecondPage() {
  const fetchPage = useExplorerPages('exploreDevices', 'acme', BODY);
  const [total, setTotal] = useState<number | null>(null);
  const fetchIt = () => void fetchPage(2, 50, new AbortController().signal).then((page) => setTotal(page.total));
  return (
    <>
      <button onClick={fetchIt}>Fetch</button>
      {total !== null && <output>{total}</output>}
    </>
  );
}

describe('useExplorerPages', () => {
  it("asks the explorer for the body's filters and sort, at the page the export asks for", async () => {
    const view = await renderRoute(<FetchSecondPage />, {
      url: '/',
      account: ACCOUNT,
      platform: () => ({ status: 200, body: { results: [], total: 7 } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('7'));
    expect(view.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/accounts/acme/device-explorer',
        body: { ...BODY, pagination: { page: 2, page_size: 50 } },
      },
    ]);
  });
});
