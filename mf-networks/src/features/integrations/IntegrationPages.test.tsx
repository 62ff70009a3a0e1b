import type { FakePlatform } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fill, location, writes } from '../../testSupport.tsx';
import { IntegrationAddPage } from './IntegrationAddPage.tsx';
import { IntegrationEditPage } from './IntegrationEditPage.tsx';
import { PATH, platform, renderPage, type RenderPageOptions } from './integrationsTestSupport.tsx';

function renderAdd(type: string, options: Omit<RenderPageOptions, 'url'> = {}) {
  return renderPage(<IntegrationAddPage networkId="net-1" integrationType={type} />, {
    url: `/networks/net-1/integrations/add/${type}`,
    ...options,
  });
}

function renderEdit(configId: string, fake?: FakePlatform) {
  return renderPage(<IntegrationEditPage networkId="net-1" configId={configId} />, {
    url: `/networks/net-1/integrations/edit/${configId}`,
    fake,
  });
}

const submit = (name = 'Add integration') => fireEvent.click(screen.getByRole('button', { name }));

async function expectMessages(messages: string[]) {
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
}

describe('<IntegrationAddPage /> validation', () => {
  it.each([
    ['webhook', ['Name is required', 'URL is required', 'Choose at least one kind of event to capture']],
    ['network-memfault', ['Name is required', 'Namespace is required', 'Secret key is required']],
    ['aws-s3', ['Name is required', 'Role ARN is required', 'Bucket name is required', 'Region is required']],
    [
      'aws-eventbridge',
      ['Name is required', 'Role ARN is required', 'Event bus name is required', 'Region is required'],
    ],
    ['aws-sqs', ['Name is required', 'Role ARN is required', 'SQS URL is required', 'Region is required']],
    ['tago', ['Name is required', 'Namespace is required', 'Region is required', 'API key is required']],
  ])('%s: an empty form shows every required message and sends nothing', async (type, messages) => {
    const { requests } = await renderAdd(type);
    submit();
    await expectMessages(messages);
    expect(writes(requests)).toEqual([]);
  });

  it('webhook: refuses a URL without http(s), a namespace with dots and the reserved header', async () => {
    const { requests } = await renderAdd('webhook');
    fill('Name', 'Hook');
    fill('URL', 'ops.test/hook');
    fill('Device namespace to capture', 'a.b');
    fill('Header 1 name', 'X-Beacon-Integration-Config-Id');
    submit();
    await expectMessages([
      'Valid URL required',
      'Valid namespace required: letters, digits, _, - and : only',
      'The header x-beacon-integration-config-id is reserved',
    ]);
    expect(writes(requests)).toEqual([]);
  });

  it('aws: refuses a bad role ARN, bucket name and region', async () => {
    await renderAdd('aws-s3');
    fill('Role ARN', 'arn:aws:iam::1:role/x');
    fill('Bucket name', 'Not_A_Bucket');
    fill('Region', 'Europe');
    submit();
    await expectMessages([
      'Valid role ARN required',
      'Valid bucket name required',
      'Valid region required, e.g. eu-west-1',
    ]);
  });

  it('aws-sqs: refuses an SQS URL that is not http(s); memfault and tago refuse a namespace with dots', async () => {
    await renderAdd('aws-sqs');
    fill('SQS URL', 'sqs.eu-west-1.amazonaws.com/123/q');
    submit();
    await expectMessages(['Valid URL required']);
    cleanup();
    for (const type of ['network-memfault', 'tago']) {
      await renderAdd(type);
      fill('Namespace', 'name.space');
      submit();
      await expectMessages(['Valid namespace required: letters, digits, _, - and : only']);
      cleanup();
    }
  });
});

describe('<IntegrationAddPage /> saving', () => {
  it('adds a webhook: "Integration added" and back to the Integrations tab', async () => {
    const { requests } = await renderAdd('webhook');
    fill('Name', ' Hook ');
    fill('URL', 'https://hook.test/in');
    fireEvent.click(screen.getByLabelText('Capture every network event (network.*)'));
    fill('Header 1 name', 'x-token');
    fill('Header 1 value', 'abc');
    submit();
    expect(await screen.findByText('Integration added')).toBeTruthy();
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: {
          integration_type: 'webhook',
          name: 'Hook',
          config: {
            url: 'https://hook.test/in',
            capture_device: false,
            capture_network_all: true,
            headers: { 'x-token': 'abc' },
          },
        },
      },
    ]);
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations'));
  });

  it('keeps what was typed and toasts "Error adding integration: …" when the server refuses', async () => {
    await renderAdd('network-memfault', {
      fake: platform({ write: () => ({ status: 400, body: { message: 'Valid namespace required' } }) }),
    });
    fill('Name', 'Diagnostics');
    fill('Namespace', 'memfault');
    fill('Secret key', 'project-key');
    submit();
    expect(await screen.findByText('Error adding integration: Valid namespace required')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Namespace').value).toBe('memfault');
    expect(screen.getByLabelText<HTMLInputElement>('Secret key').value).toBe('project-key');
    expect(location()).toBe('/networks/net-1/integrations/add/network-memfault');
  });

  it.each(['beacon-util', 'nope'])('refuses the type %s', async (type) => {
    await renderAdd(type);
    expect(await screen.findByText(`There is no integration type ${type} to add`)).toBeTruthy();
  });

  it('refuses Tago on a production host name', async () => {
    await renderAdd('tago', { productionHostnames: [window.location.hostname] });
    expect(await screen.findByText('There is no integration type tago to add')).toBeTruthy();
    expect(screen.queryByLabelText('API key')).toBeNull();
  });
});

describe('<IntegrationAddPage /> heading and permission', () => {
  it.each([
    ['webhook', 'Add a Webhook integration'],
    ['network-memfault', 'Add a Memfault integration'],
    ['aws-s3', 'Add an AWS S3 integration'],
    ['aws-eventbridge', 'Add an AWS EventBridge integration'],
    ['aws-sqs', 'Add an AWS SQS integration'],
    ['tago', 'Add a Tago integration'],
  ])('%s is titled "%s"', async (type, title) => {
    await renderAdd(type);
    expect(await screen.findByRole('heading', { level: 3, name: title })).toBeTruthy();
  });

  it.each([30, 40] as const)('disables Add integration with "Insufficent permissions" at level %i', async (level) => {
    const { requests } = await renderAdd('aws-s3', { level });
    const add = await screen.findByRole('button', { name: 'Add integration' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.pointerEnter(add);
    expect(await screen.findByText('Insufficent permissions')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });
});

describe('<IntegrationEditPage />', () => {
  it('starts from the stored config and never shows the stored secret; an empty secret is not sent', async () => {
    const { requests } = await renderEdit('int-memfault');
    expect(await screen.findByRole('heading', { name: 'Configure Memfault diagnostics' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Namespace').value).toBe('memfault');
    expect(screen.getByLabelText<HTMLInputElement>('Secret key').value).toBe('');
    expect(screen.getByText('A value is stored and never shown; leave empty to keep it.')).toBeTruthy();
    fill('Name', 'Diagnostics 2');
    submit('Save changes');
    expect(await screen.findByText('Integration updated')).toBeTruthy();
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: `${PATH}/int-memfault`,
        body: { integration_type: 'network-memfault', name: 'Diagnostics 2', config: { namespace: 'memfault' } },
      },
    ]);
    await waitFor(() => expect(location()).toBe('/networks/net-1/integrations'));
  });

  it('shows a webhook with its headers and validates like the add page', async () => {
    await renderEdit('int-ops');
    expect(await screen.findByRole('heading', { name: 'Configure Ops webhook' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://ops.test/events');
    expect(screen.getByLabelText<HTMLInputElement>('Header 1 name').value).toBe('x-api-key');
    expect(screen.getByLabelText<HTMLInputElement>('Capture every network event (network.*)').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Capture every network event (network.*)'));
    fill('URL', '');
    submit('Save changes');
    await expectMessages(['URL is required', 'Choose at least one kind of event to capture']);
  });

  it('keeps what was typed and toasts "Error updating integration: …" when the server refuses', async () => {
    await renderEdit(
      'int-s3',
      platform({ write: () => ({ status: 500, body: { message: 'Internal server error' } }) }),
    );
    await screen.findByRole('heading', { name: 'Configure Event archive' });
    fill('Bucket name', 'new-bucket');
    submit('Save changes');
    expect(await screen.findByText('Error updating integration: Internal server error')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Bucket name').value).toBe('new-bucket');
  });

  it('does not configure the built-in integration, and says when an integration is not found', async () => {
    await renderEdit('beacon-util');
    expect(await screen.findByText('The built-in integration Beacon utilities cannot be configured')).toBeTruthy();
    cleanup();
    await renderEdit('int-gone');
    expect(await screen.findByText('Integration not found')).toBeTruthy();
  });
});
