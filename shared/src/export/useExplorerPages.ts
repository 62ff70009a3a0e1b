import { useAppDispatch } from '@beacon/shared';
import { useMemo } from 'react';
import { explorerPages, type ExplorerBody, type ExplorerOperation } from './api.ts';

/**
 * `explorerPages` for an Export button: every page of the explorer body's filters and sort (the body's
 * own page is left out), the same function as long as the body is the same object.
 */
export function useExplorerPages<O extends ExplorerOperation>(operation: O, accountId: string, body: ExplorerBody<O>) {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const { pagination: _page, ...filters } = body;
    return explorerPages(dispatch, operation, accountId, filters);
  }, [dispatch, operation, accountId, body]);
}
