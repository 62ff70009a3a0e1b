import { expect, test } from '@playwright/test';
import { manifestUrl } from '../../support/constants.ts';
import { ConsolePage, RemoteErrorPanel } from '../../support/consolePage.ts';
import { injectFault, pageScope } from '../../support/faults.ts';
import { buildVersionOf, ignoringQuery, remoteEntryUrl } from '../../support/federation.ts';
import { networksPath, nextAuthorization } from '../../support/platformApi.ts';
import { USERS } from '../../support/users.ts';
import { envelopesOf, errorEvents, errorReportingState, type ReportedEvent } from './errorIngest.ts';

test.describe('error reporting', () => {
  test('a render error in a remote reaches the ingest with the remote and its build version, and no email or token', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const app = new ConsolePage(page);
    const buildVersion = await buildVersionOf(request, manifestUrl('mf-networks'));
    const scope = await pageScope(page);
    const authorizationSent = nextAuthorization(page);
    await app.open('/diagnostics', 'Diagnostics');
    const authorization = await authorizationSent;
    expect(authorization).toMatch(/^Bearer \S+/);
    // The reporter loads after the first render.
    await expect.poll(() => errorReportingState(page)).toBe('on');

    // What careless code might log becomes a breadcrumb of the next event: the reporter scrubs it.
    await page.evaluate(({ email, header }) => console.info(`Signed in as ${email}`, `Authorization: ${header}`), {
      email: USERS.owner,
      header: authorization,
    });
    // A malformed answer (a network that is null) makes the network list throw while rendering. (A list
    // that is not an array fails in the paging query instead, and shows as a failed load.)
    await injectFault(page, { path: networksPath, method: 'GET', kind: 'body', body: { networks: [null] } });
    await app.clickNetworks();
    await new RemoteErrorPanel(app.remoteError('mf-networks')).expectShown({
      title: 'mf-networks failed while rendering',
      fields: { 'Failed step': 'module', Cause: 'TypeError' },
    });

    let event: ReportedEvent | undefined;
    await expect
      .poll(async () => {
        event = errorEvents(await envelopesOf(request, scope)).find((e) => e.tags?.remote === 'mf-networks');
        return event?.tags;
      })
      .toEqual(expect.objectContaining({ remote: 'mf-networks', build_version: buildVersion, lifecycle: 'module' }));
    expect(event?.exception?.values?.map((v) => v.type)).toEqual(
      expect.arrayContaining(['TypeError', 'RemoteLoadError']),
    );
    expect(event?.user?.email).toBeUndefined();
    const logged = event?.breadcrumbs?.find((b) => b.category === 'console' && b.message?.startsWith('Signed in as'));
    expect(logged?.message).toBe('Signed in as [email] Authorization: Bearer [Filtered]');

    // The error also sends the replay buffered before it (replays on error: 100%): text masked, scrubbed.
    const itemTypes = async () => (await envelopesOf(request, scope)).flatMap((e) => e.items.map((i) => i.header.type));
    await expect.poll(itemTypes, { timeout: 20_000 }).toContain('replay_recording');
    const sent = JSON.stringify(await envelopesOf(request, scope));
    expect(sent).not.toContain(USERS.owner);
    expect(sent).not.toContain(authorization.slice('Bearer '.length));
    expect(sent).not.toMatch(/Bearer (?!\[Filtered\])/);
    expect(sent).not.toMatch(/"authorization":"(?!\[Filtered\])/i);
  });

  test('a remote that does not load is reported with its name, build version and failed step', async ({
    page,
    request,
  }) => {
    const app = new ConsolePage(page);
    const buildVersion = await buildVersionOf(request, manifestUrl('mf-hotspots'));
    const isEntry = ignoringQuery(await remoteEntryUrl(request, 'mf-hotspots'));
    await page.route(isEntry, (route) => route.abort('connectionrefused'));
    const scope = await pageScope(page);

    // The load fails before the reporter has loaded: the report waits for it.
    await app.goto('/hotspots/dashboard');
    await new RemoteErrorPanel(app.remoteError('mf-hotspots')).expectShown({
      title: 'mf-hotspots could not be loaded',
      fields: { 'Failed step': 'entry', Cause: 'ScriptNetworkError' },
    });
    await expect
      .poll(async () => errorEvents(await envelopesOf(request, scope)).map((e) => e.tags))
      .toEqual([expect.objectContaining({ remote: 'mf-hotspots', build_version: buildVersion, lifecycle: 'entry' })]);
  });

  test('one release-health session per page load: moving between screens starts no new one', async ({
    page,
    request,
  }) => {
    const app = new ConsolePage(page);
    const scope = await pageScope(page);
    await app.open('/diagnostics', 'Diagnostics');
    await expect.poll(() => errorReportingState(page)).toBe('on');
    await app.clickNetworks();
    await expect(app.heading('Networks')).toBeVisible();
    await app.clickHotspots();
    await expect(page).toHaveURL(/\/hotspots\//);
    await app.navigateClientSide('/account/members');
    // A page hide sends the session's update: the same session, not a new one per screen.
    await page.goto('about:blank');

    const sessions = async () =>
      (await envelopesOf(request, scope)).flatMap((e) =>
        e.items.filter((i) => i.header.type === 'session').map((i) => i.payload as { sid: string; init: boolean }),
      );
    await expect.poll(async () => (await sessions()).length).toBeGreaterThan(0);
    const sent = await sessions();
    expect(new Set(sent.map((s) => s.sid)).size).toBe(1);
    expect(sent.filter((s) => s.init)).toHaveLength(1);
  });
});
