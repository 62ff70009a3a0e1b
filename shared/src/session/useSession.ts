import { selectSession, useSessionSelector, type SessionState } from './sessionSlice.ts';

/** The session slice (admin-and-hotspots.md §3), typed. */
export function useSession(): SessionState {
  return useSessionSelector(selectSession);
}
