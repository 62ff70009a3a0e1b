import { accountSelected, useAppDispatch, useSession } from '@beacon/shared';
import { useSearchParams } from '@beacon/shared/router';
import { useEffect } from 'react';

/** Route viewdevice's optional parameter: the account a device link opens in (`devicePath`). */
export const ACCOUNT_PARAM = 'account';

/**
 * A device link names its account (`/devices/{id}?account={id}`, customer-console.md §2). When the
 * user is a member of that account and another one is selected, that account is selected; a link to
 * an account the user is not in leaves the selection alone (the device page then shows the public
 * lookup). Answers whether the switch is still to happen, so the page does not ask the old account.
 */
export function useLinkedAccount(): boolean {
  const [params] = useSearchParams();
  const linked = params.get(ACCOUNT_PARAM);
  const { accountId, accounts } = useSession();
  const dispatch = useAppDispatch();
  const target = linked && linked !== accountId ? accounts.find((a) => a.account_id === linked) : undefined;
  useEffect(() => {
    if (target) dispatch(accountSelected(target));
  }, [target, dispatch]);
  return target !== undefined;
}
