import { useSearchParams } from '@beacon/shared/router';
import { useCallback, useEffect } from 'react';
import {
  parseDeviceListParams,
  parseView,
  PARAM,
  withDeviceListQuery,
  type DeviceListQuery,
  type DeviceListScope,
  type DeviceListView,
} from './deviceListQuery.ts';

export interface DeviceListUrl {
  /** The filters, sort and page in the URL. */
  query: DeviceListQuery;
  view: DeviceListView;
  /** The query `next` would give: the current one with `next` applied, back on page 1 unless it names a page. */
  queryWith: (next: Partial<DeviceListQuery>) => DeviceListQuery;
  /** Writes `next` into the URL (a new history entry), back on page 1 unless it names a page. */
  change: (next: Partial<DeviceListQuery>) => void;
  /** Shows another page in place of this one (no new history entry): a page past the end. */
  showPage: (page: number) => void;
  setView: (view: DeviceListView) => void;
}

/**
 * A device list's state in the URL (filters, sort, page, view), so every view is a link; other
 * parameters (`account`, the network page's own) are kept. `scope` must keep its identity between
 * renders.
 */
export function useDeviceListUrl(scope: DeviceListScope): DeviceListUrl {
  const [params, setParams] = useSearchParams();
  const { query } = parseDeviceListParams(params, scope);
  const view = parseView(params);

  const showPage = useCallback(
    (page: number) =>
      setParams((prev) => withDeviceListQuery(prev, { ...parseDeviceListParams(prev, scope).query, page }, scope), {
        replace: true,
      }),
    [setParams, scope],
  );
  const change = (next: Partial<DeviceListQuery>) =>
    setParams((prev) =>
      withDeviceListQuery(prev, { ...parseDeviceListParams(prev, scope).query, page: 1, ...next }, scope),
    );
  // Read back from the URL it would write, so that it equals the query the list then makes.
  const queryWith = (next: Partial<DeviceListQuery>) =>
    parseDeviceListParams(withDeviceListQuery(params, { ...query, page: 1, ...next }, scope), scope).query;
  const setView = (next: DeviceListView) =>
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === 'map') updated.set(PARAM.view, 'map');
      else updated.delete(PARAM.view);
      return updated;
    });
  return { query, view, queryWith, change, showPage, setView };
}

/**
 * An invalid sort in the URL, or one the server refused (`sortRefused`), is dropped from the URL
 * (no new history entry): the list is then in created descending order (customer-console.md §5, §8).
 */
export function useDropRefusedSort(scope: DeviceListScope, sortRefused: boolean): void {
  const [params, setParams] = useSearchParams();
  const { sortWasInvalid } = parseDeviceListParams(params, scope);
  const urlHasSort = params.has(PARAM.sort) || params.has(PARAM.order);
  useEffect(() => {
    if (!urlHasSort || (!sortWasInvalid && !sortRefused)) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(PARAM.sort);
        next.delete(PARAM.order);
        return next;
      },
      { replace: true },
    );
  }, [urlHasSort, sortWasInvalid, sortRefused, setParams]);
}
