import { expect } from '@rstest/core';
import { waitFor } from '@testing-library/react';
import { readRecentItems, type RecentItem, type RecentScope } from '../palette/recentItems.ts';

/** The palette's recent-items scope of the user `renderRoute` signs in (auth0|test-user), in account acme. */
export const TEST_RECENT_SCOPE: RecentScope = { userId: 'auth0|test-user', accountId: 'acme' };

/** Waits until the palette remembers exactly `items` (newest first) for that user in acme. */
export async function expectRecentItems(items: RecentItem[]): Promise<void> {
  await waitFor(() => expect(readRecentItems(TEST_RECENT_SCOPE)).toEqual(items));
}
