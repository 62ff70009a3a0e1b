import { expect, test } from '@playwright/test';
import { REMOTE_NAMES, REMOTE_PORTS, SHARED_SINGLETONS } from '../../support/constants.ts';
import { ConsolePage } from '../../support/consolePage.ts';
import { DiagnosticsPage } from '../../support/diagnosticsPage.ts';
import { WAREHOUSE_NETWORK_ID } from '../../support/routes.ts';
import { loadedSharedModules, shareScopeCopies, sharedModulesWithFiles } from '../../support/federation.ts';
import { storageStateOf } from '../../support/users.ts';

// These tests visit the admin area (mf-admin), which only platform staff may open.
test.use({ storageState: storageStateOf('staff') });

/** A message of react-router's own code (an invariant that production builds keep). */
const REACT_ROUTER_MARKER = 'may be used only in the context of a <Router> component';

test.describe('shared singletons', () => {
  /** Every script the page loaded from a remote's origin. */
  let remoteScripts: string[] = [];

  test.beforeEach(async ({ page }) => {
    remoteScripts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const fromRemote = Object.values(REMOTE_PORTS).some((port) => url.origin === `http://localhost:${port}`);
      if (fromRemote && url.pathname.endsWith('.js')) remoteScripts.push(url.href);
    });
    // Visit one base path of every remote (and the composed devices tab) in one document.
    const app = new ConsolePage(page);
    await app.open('/', 'Networks');

    await app.navigateClientSide(`/networks/${WAREHOUSE_NETWORK_ID}/devices`);
    await expect(page.locator('[data-remote-component="mf-devices/NetworkDevices"]')).toBeVisible();

    await app.clickHotspots();
    await expect(app.heading('Hotspot Dashboard')).toBeVisible();

    await app.navigateClientSide('/devices');
    await expect(app.heading('Devices')).toBeVisible();

    await app.navigateClientSide('/account/members');
    await expect(app.heading('Members')).toBeVisible();

    await app.navigateClientSide('/admin');
    await expect(app.heading('Admin Dashboard')).toBeVisible();

    await app.openDiagnostics();
  });

  test('diagnostics shows every remote loaded against the shell React instance', async ({ page }) => {
    const diagnostics = new DiagnosticsPage(page);
    for (const remote of REMOTE_NAMES) {
      await expect.soft(diagnostics.state(remote), `${remote} state`).toHaveText('loaded');
      await expect
        .soft(diagnostics.cell(remote, 'Load time'), `${remote} load time`)
        .toHaveText(/^\d{1,3}(,\d{3})* ms$/);
      await expect.soft(diagnostics.reactInstance(remote), `${remote} React instance`).toHaveText('shell');
    }
  });

  test('diagnostics lists exactly one loaded copy of every shared library', async ({ page }) => {
    const diagnostics = new DiagnosticsPage(page);
    for (const library of SHARED_SINGLETONS) {
      await expect.soft(diagnostics.libraryCopies(library), `${library} copies`).toHaveAttribute('data-copies', '1');
    }
  });

  test('the federation share scope holds one loaded copy of every shared library', async ({ page }) => {
    const { copies, instances, shareScopes } = await shareScopeCopies(page, SHARED_SINGLETONS);
    // The shell and the five remotes are each an instance of the one federation runtime, the shell's,
    // and share its one share scope.
    expect(instances).toBe(1 + REMOTE_NAMES.length);
    expect(shareScopes).toBe(1);
    expect(copies).toEqual(Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, 1])));
  });

  test('every antd component and icon the routes rendered is one copy, and no remote carries its own', async ({
    page,
    request,
  }) => {
    for (const prefix of ['antd/', '@ant-design/icons/']) {
      const modules = await loadedSharedModules(page, prefix);
      // The five first routes render tables, forms and buttons: far more than the frame's handful.
      expect(Object.keys(modules).length, `${prefix} modules loaded`).toBeGreaterThan(prefix === 'antd/' ? 10 : 3);
      for (const [name, { copies }] of Object.entries(modules))
        expect.soft({ name, copies }).toEqual({ name, copies: 1 });
    }
    // A remote takes antd from the shell only: its manifest lists no file of its own for any of it, so
    // the one copy above is the shell's (docs/structure.md#antd-by-the-component).
    for (const remote of REMOTE_NAMES) {
      const ownCopies = (await sharedModulesWithFiles(request, remote)).filter((name) =>
        ['antd/', '@ant-design/icons/'].some((prefix) => name.startsWith(prefix)),
      );
      expect.soft(ownCopies, `${remote}: antd modules with files of its own`).toEqual([]);
    }
  });

  test("one router: no remote carries react-router, every remote uses the shell's", async ({ request }) => {
    expect(remoteScripts.length, 'scripts loaded from the remotes').toBeGreaterThan(REMOTE_NAMES.length);
    for (const url of remoteScripts) {
      const body = await (await request.get(url)).text();
      expect.soft(body.includes(REACT_ROUTER_MARKER), `${url} holds react-router code`).toBe(false);
    }
    for (const remote of REMOTE_NAMES) {
      const ownCopies = (await sharedModulesWithFiles(request, remote)).filter((name) =>
        name.startsWith('@beacon/shared/router'),
      );
      expect.soft(ownCopies, `${remote}: a router with files of its own`).toEqual([]);
    }
  });
});
