import { describe, expect, it } from '@rstest/core';
import { DeliveriesQuerySchema, RouteTestBodySchema } from './routing.ts';

describe('route tester and deliveries input', () => {
  it('requires an event type and trims it', () => {
    expect(RouteTestBodySchema.parse({ event_type: ' device_spotted ' })).toEqual({ event_type: 'device_spotted' });
    for (const body of [{}, { event_type: '' }, { event_type: '   ' }]) {
      expect(RouteTestBodySchema.safeParse(body).error?.issues[0]?.message).toBe('Event type is required');
    }
  });

  it('pages deliveries 50 by default, 1 to 500', () => {
    expect(DeliveriesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(DeliveriesQuerySchema.parse({ limit: '500' })).toEqual({ limit: 500 });
    for (const limit of ['0', '501', 'x', '1.5']) {
      expect(DeliveriesQuerySchema.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be a number from 1 to 500',
      );
    }
  });
});
