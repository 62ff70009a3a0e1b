import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { api, uniqueName } from '../../support/platformApi.ts';

// Defect 1 of issue 11: switching account from a network page went back to the account just left.

const ACCOUNT_IDS = { 'Acme Logistics': 'acme-logistics', 'Owner Labs': 'owner-labs' } as const;

for (const [from, to] of [
  ['Acme Logistics', 'Owner Labs'],
  ['Owner Labs', 'Acme Logistics'],
] as const) {
  test(`switching from ${from} to ${to} on a network page lands on the root of ${to}, announced once`, async ({
    page,
  }) => {
    const app = new ConsolePage(page);
    // Signed in as the owner (the default), in `from`, on a network of `from`.
    await app.open(`/?account=${ACCOUNT_IDS[from]}`, 'Networks');
    const networks = `/v1/accounts/${ACCOUNT_IDS[from]}/networks`;
    const { body: network } = await api<{ network_id: string; name: string }>(page, 'POST', networks, {
      name: uniqueName('Switch'),
    });
    try {
      // The network page opens on its Events tab.
      await app.open(`/networks/${network.network_id}`, `Events · ${network.name}`);

      await app.chooseInAccountMenu(to);
      await expect(page).toHaveURL('http://localhost:3000/');
      await expect(app.heading('Networks')).toBeVisible();
      // Announced once. (Selecting `from` with ?account= above may have announced that too: toasts last 35 s.)
      await expect(page.getByText(`Switched to account ${to}`)).toHaveCount(1);
      // Nothing switches back: no "This network is in account …", and `to` stays selected.
      await expect(page.getByText(/This network is in account/)).toHaveCount(0);
      const menu = await app.openAccountMenu();
      await expect(menu.getByRole('menuitem', { name: from })).toBeVisible();
    } finally {
      await api(page, 'DELETE', `${networks}/${network.network_id}`);
    }
  });
}
