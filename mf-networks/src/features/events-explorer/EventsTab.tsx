import { useMemo } from 'react';
import { EventsExplorer } from './EventsExplorer.tsx';

export interface EventsTabProps {
  networkId: string;
}

/** The Events tab of a network (customer-console.md §2 "Events explorer"), route net_home `/networks/{networkId}`. */
export function EventsTab({ networkId }: EventsTabProps) {
  const scope = useMemo(() => ({ networkId }), [networkId]);
  return <EventsExplorer scope={scope} />;
}
