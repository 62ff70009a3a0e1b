import {
  DELIVERY_OUTCOMES,
  firstCursorPage,
  readCursorPaging,
  writeCursorPaging,
  type CursorPaging,
  type DeliveryOutcomeFilter,
} from '@beacon/shared';
import { useSearchParams } from '@beacon/shared/router';

/** `?outcome=success|failure`: which attempts the log shows (absent: all). */
export const OUTCOME_PARAM = 'outcome';

const isOutcome = (value: string | null): value is DeliveryOutcomeFilter =>
  DELIVERY_OUTCOMES.some((outcome) => outcome === value);

/** The outcome filter of `search`; an unknown value counts as none. */
export function outcomeOf(search: URLSearchParams): DeliveryOutcomeFilter | undefined {
  const value = search.get(OUTCOME_PARAM);
  return isOutcome(value) ? value : undefined;
}

/**
 * The delivery log's view in the URL, so it can be shared and survives a reload: the outcome filter
 * (`?outcome=failure`) and the cursor paging (`?cursor=…&back=…`, paging/cursorPaging.ts). Another
 * outcome starts again at the first page.
 */
export function useDeliveryLogParams() {
  const [search, setSearch] = useSearchParams();
  const outcome = outcomeOf(search);
  const paging = readCursorPaging(search);

  const setPaging = (next: CursorPaging) => void setSearch((current) => writeCursorPaging(next, current));
  const setOutcome = (next: DeliveryOutcomeFilter | undefined) =>
    void setSearch((current) => {
      const params = writeCursorPaging(firstCursorPage(), current);
      if (next === undefined) params.delete(OUTCOME_PARAM);
      else params.set(OUTCOME_PARAM, next);
      return params;
    });
  return { outcome, paging, setOutcome, setPaging };
}
