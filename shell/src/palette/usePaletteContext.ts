import { useAppDispatch, useSession, type PaletteContext } from '@beacon/shared';
import { useMemo } from 'react';
import { useNavigate } from '@beacon/shared/router';

/** What the palette hands commands and searches: the session's account, level and staff flag, and a navigate that closes it first. */
export function usePaletteContext(close: () => void): PaletteContext {
  const { accountId, accountLevel, isAdmin } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      accountId,
      level: accountLevel,
      platformAdmin: isAdmin,
      dispatch,
      navigate: (path: string) => {
        close();
        void navigate(path);
      },
    }),
    [accountId, accountLevel, isAdmin, dispatch, navigate, close],
  );
}
