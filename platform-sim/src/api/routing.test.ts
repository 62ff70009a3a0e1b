/**
 * The route tester (POST …/route-test): which of a network's routes an event type reaches, as the shared
 * routing rules compute it. Test events and their deliveries: testEvents.test.ts; the delivery log:
 * deliveryLog.test.ts.
 */
import { describe, expect, it } from '@rstest/core';
import type { RouteInput, RouteTestResult } from '@beacon/shared/contract';
import { routeTestAnswer } from '@beacon/shared/contract';
import { ACME, call, networkPath, useTestApi } from './testSupport.ts';
import type { Nickname } from './testSupport.ts';

describe('platform API: route tester', () => {
  const api = useTestApi();
  const { token } = api;
  const newNetwork = (name: string, routes: RouteInput[]) => api.newNetwork(name, { routes });
  const routeTest = async (networkId: string, event_type: string, nickname: Nickname = 'installer') =>
    call<RouteTestResult>(api.url, 'POST', `${networkPath(networkId)}/route-test`, await token(nickname), {
      event_type,
    });

  it('tests the Warehouse routes: a device request reaches the first match, a network event all', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const request = await routeTest(warehouse.network_id, 'device.request.config.get');
    expect(request.status).toBe(200);
    expect(request.body).toEqual({
      event_type: 'device.request.config.get',
      kind: 'device-request',
      rule: 'first-matching',
      matches: [
        {
          index: 0,
          filter_events: 'device.request.config.*',
          url: 'https://hooks.example.com/config',
          order: 0,
          first: true,
          receives: true,
        },
        {
          index: 4,
          filter_events: 'device.*',
          url: 'https://hooks.example.com/catch-all',
          first: false,
          receives: false,
        },
      ],
    });
    const spotted = await routeTest(warehouse.network_id, 'device_spotted');
    expect(spotted.body).toMatchObject({
      event_type: 'network.device_spotted',
      kind: 'network-event',
      rule: 'all-matching',
    });
    expect(spotted.body.matches).toEqual([
      {
        index: 2,
        filter_events: 'network.*',
        url: 'https://ops.example.com/beacon-events',
        order: 2,
        first: true,
        receives: true,
        integration_config_id: 'int-warehouse-ops',
      },
      {
        index: 3,
        filter_events: 'network.*',
        url: 'https://hooks.example.com/alerts',
        order: 3,
        first: false,
        receives: true,
      },
    ]);
    const message = await routeTest(warehouse.network_id, 'device.message.test.data');
    expect(message.body.matches.map((m) => [m.url, m.receives])).toEqual([
      ['https://hooks.example.com/warehouse', true],
      ['https://hooks.example.com/catch-all', true],
    ]);
  });

  it('answers exactly what the shared routing rules compute, for every filter form', async () => {
    const network = await newNetwork('Tester net', [
      { filter_events: 'device.request.sensor.read', url: 'https://exact.test', order: 4 },
      { filter_events: '*', url: 'https://all.test' },
      { filter_events: 'device.*', url: 'https://device.test', order: 2 },
      { filter_events: 'device.message.*', url: 'https://message.test', order: 1 },
      { filter_events: 'network.*', url: 'https://network.test', order: 2 },
      { filter_events: 'network.device_registered', url: 'https://registered.test', order: 0 },
      { filter_events: 'device.request.sensor.*', url: 'https://sensor.test', order: 3 },
    ]);
    const types = [
      'device.request.sensor.read',
      'device.request.sensor.write',
      'device.request.other.read',
      'device.message.test.data',
      'device_registered',
      'network.device_spotted',
      'protocol_error',
      'device.request_failed',
      'config.updated',
    ];
    for (const type of types) {
      const answer = (await routeTest(network.network_id, type)).body;
      expect({ type, answer }).toEqual({ type, answer: routeTestAnswer(network.routes, type) });
    }
    const exact = (await routeTest(network.network_id, 'device.request.sensor.read')).body.matches;
    expect(exact.filter((m) => m.receives).map((m) => m.url)).toEqual(['https://device.test']);
  });

  it('validates the tester input and answers 404 for a network not in the account', async () => {
    const warehouse = api.seededNetwork(ACME, 'Warehouse');
    const empty = await routeTest(warehouse.network_id, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Event type is required' });
    const lab = api.seededNetwork('owner-labs');
    expect((await routeTest(lab.network_id, '*', 'owner')).status).toBe(404);
    expect((await routeTest(warehouse.network_id, '*', 'social')).status).toBe(403);
  });
});
