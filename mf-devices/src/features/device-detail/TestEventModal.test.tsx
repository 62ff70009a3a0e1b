import { HEX_EVEN_LENGTH_MESSAGE, HEX_PAYLOAD_MESSAGE, PAYLOAD_TOO_LARGE_MESSAGE } from '@beacon/shared';
import { inConsoleDigits, renderRoute, type FakePlatform, type FakeRequest } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEST_ACCOUNT } from '../../testSupport.ts';
import { TestEventModal } from './TestEventModal.tsx';

const DEVICE = 'd-1';
const MESSAGE_PATH = `/v1/accounts/acme/devices/${DEVICE}/test-event`;
const SPOTTED_PATH = `/v1/accounts/acme/devices/${DEVICE}/test-spotted-event`;

/** The platform as it answers a test event: the event type of the message, `device_spotted` for a sighting. */
const answers: FakePlatform = ({ path, body }) => {
  if (path === SPOTTED_PATH) return { status: 200, body: { event_type: 'device_spotted' } };
  const { namespace, method } = body as { namespace: string; method: string };
  return { status: 200, body: { event_type: `device.message.${namespace}.${method}` } };
};

function renderModal(platform: FakePlatform = answers) {
  return renderRoute(
    <TestEventModal accountId="acme" deviceId={DEVICE} open onClose={() => undefined} random={() => 0} />,
    { url: `/devices/${DEVICE}`, account: TEST_ACCOUNT, platform },
  );
}

const posts = (requests: readonly FakeRequest[]) => requests.filter((r) => r.method === 'POST');
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
/** Lets the form's validation and a send it would start run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

describe('<TestEventModal /> Device Message', () => {
  it('starts from namespace test and method data and shows the resulting event type as typed', async () => {
    await renderModal();
    expect(screen.getByRole('tab', { name: 'Device Message', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Spotted Event' })).toBeTruthy();
    expect(field('Namespace').value).toBe('test');
    expect(field('Method').value).toBe('data');
    expect(screen.getByText('device.message.test.data')).toBeTruthy();
    fill('Namespace', 'sensor');
    fill('Method', 'temp:v2');
    expect(await screen.findByText('device.message.sensor.temp:v2')).toBeTruthy();
  });

  it('refuses a namespace with a dot, and a payload that is not hex or odd, and sends nothing', async () => {
    const { requests } = await renderModal();
    fill('Namespace', 'a.b');
    fill('Payload (hex)', 'xyz1');
    send();
    expect(await fieldError('Valid namespace required: letters, digits, _, - and : only')).toBeTruthy();
    expect(await fieldError(HEX_PAYLOAD_MESSAGE)).toBeTruthy();
    fill('Payload (hex)', 'abc');
    expect(await fieldError(HEX_EVEN_LENGTH_MESSAGE)).toBeTruthy();
    fill('Method', '');
    expect(await fieldError('Valid method required')).toBeTruthy();
    send();
    await settle();
    expect(posts(requests)).toEqual([]);
  });

  it('counts the payload in groups of digits, accepts exactly 204800 characters and shows the answered event type', async () => {
    const { requests, notifications } = await renderModal();
    fill('Namespace', 'e2e');
    fill('Payload (hex)', 'ab'.repeat(102_400));
    expect(await screen.findByText('204,800 / 204,800')).toBeTruthy();
    fill('Text', 'hello');
    fill('Request content type (optional)', 'application/octet-stream');
    send();
    const sent = await screen.findByText('Test event sent');
    expect(within(sent.closest('[role="alert"]') as HTMLElement).getByText('device.message.e2e.data')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(sent)).toBe(true));
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        path: MESSAGE_PATH,
        body: {
          namespace: 'e2e',
          method: 'data',
          payload: 'ab'.repeat(102_400),
          text: 'hello',
          request_content_type: 'application/octet-stream',
        },
      },
    ]);
    expect(notifications).toEqual([]);
  });

  it('says a payload over 204800 characters is too large and does not send it', async () => {
    const { requests } = await renderModal();
    fill('Payload (hex)', 'ab'.repeat(102_401));
    expect(await screen.findByText('204,802 / 204,800')).toBeTruthy();
    expect(await fieldError(inConsoleDigits(PAYLOAD_TOO_LARGE_MESSAGE))).toBeTruthy();
    send();
    await settle();
    expect(posts(requests)).toEqual([]);
    expect(screen.queryByText('Test event sent')).toBeNull();
  });

  it("shows the server's detail on failure and keeps what was typed, without a toast", async () => {
    const { notifications } = await renderModal(() => ({ status: 400, body: { detail: 'Device is asleep' } }));
    fill('Namespace', 'sensor');
    fill('Method', 'ping');
    fill('Payload (hex)', 'cafe');
    send();
    expect(await screen.findByText('Device is asleep')).toBeTruthy();
    expect([field('Namespace').value, field('Method').value, field('Payload (hex)').value]).toEqual([
      'sensor',
      'ping',
      'cafe',
    ]);
    expect(screen.queryByText('Test event sent')).toBeNull();
    expect(notifications).toEqual([]);
  });

  it('says "Failed to send test event" when the failure carries no message', async () => {
    const { notifications } = await renderModal(() => ({ status: 500 }));
    send();
    expect(await screen.findByText('Failed to send test event')).toBeTruthy();
    expect(screen.queryByText(/Request failed with status/)).toBeNull();
    expect(notifications).toEqual([]);
  });
});

describe('<TestEventModal /> Spotted Event', () => {
  async function openSpotted(platform?: FakePlatform) {
    const result = await renderModal(platform);
    fireEvent.click(screen.getByRole('tab', { name: 'Spotted Event' }));
    await screen.findByRole('button', { name: /Another city/ });
    return result;
  }

  it('shows a capital city before sending, and Another city always picks a different one', async () => {
    await openSpotted();
    expect(screen.getByText('London (51.5074, -0.1278)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Another city/ }));
    expect(await screen.findByText('Paris (48.8566, 2.3522)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Another city/ }));
    expect(await screen.findByText('London (51.5074, -0.1278)')).toBeTruthy();
  });

  it("sends the city's location and the gateway type, and shows device_spotted", async () => {
    const { requests } = await openSpotted();
    expect(field('Gateway type').value).toBe('test');
    fill('Gateway type', ' lorawan ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('device_spotted')).toBeTruthy();
    expect(posts(requests)).toEqual([
      {
        method: 'POST',
        path: SPOTTED_PATH,
        body: { location: { lat: 51.5074, lon: -0.1278 }, gateway_type: 'lorawan' },
      },
    ]);
  });

  it('keeps the Device Message values when switching tabs', async () => {
    await openSpotted();
    fireEvent.click(screen.getByRole('tab', { name: 'Device Message' }));
    fill('Namespace', 'kept');
    fireEvent.click(screen.getByRole('tab', { name: 'Spotted Event' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Device Message' }));
    expect(field('Namespace').value).toBe('kept');
  });
});
