import { describe, expect, it } from '@rstest/core';
import { DeliveriesQuerySchema, DeliverySchema, RouteTestBodySchema } from './routing.ts';

describe('route tester and deliveries input', () => {
  it('requires an event type and trims it', () => {
    expect(RouteTestBodySchema.parse({ event_type: ' device_spotted ' })).toEqual({ event_type: 'device_spotted' });
    for (const body of [{}, { event_type: '' }, { event_type: '   ' }]) {
      expect(RouteTestBodySchema.safeParse(body).error?.issues[0]?.message).toBe('Event type is required');
    }
  });

  it('pages deliveries 20 by default, 1 to 100', () => {
    expect(DeliveriesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(DeliveriesQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const limit of ['0', '101', 'x', '1.5']) {
      expect(DeliveriesQuerySchema.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be a number from 1 to 100',
      );
    }
  });

  it('filters deliveries by route key, integration and outcome, and takes a cursor', () => {
    const query = { route_key: '00eaf294e81a2044', integration_config_id: 'int-1', outcome: 'failure', cursor: 'c' };
    expect(DeliveriesQuerySchema.parse(query)).toEqual({ ...query, limit: 20 });
    expect(DeliveriesQuerySchema.safeParse({ outcome: 'pending' }).success).toBe(false);
  });

  it('describes an attempt with its route key, attempt number and why no answer came', () => {
    const delivery = {
      delivery_id: 'dlv-1',
      event_type: 'network.device_registered',
      event_id: 'evt-1',
      route_key: '00eaf294e81a2044',
      route_url: 'https://h1963.test/',
      filter_events: '*',
      attempt: 2,
      status: null,
      ok: false,
      error: 'Timed out after 5 s',
      error_kind: 'timeout',
      at: 1,
      duration_ms: 5000,
    };
    expect(DeliverySchema.parse(delivery)).toEqual(delivery);
    expect(DeliverySchema.safeParse({ ...delivery, error_kind: 'lost' }).success).toBe(false);
    expect(DeliverySchema.safeParse({ ...delivery, attempt: 0 }).success).toBe(false);
  });
});
