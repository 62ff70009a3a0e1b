import { StatsPanel } from './StatsPanel.tsx';

export interface StatsTabProps {
  networkId: string;
}

/**
 * The Statistics tab of a network (customer-console.md §2), route net_stats: the "today" figures and
 * three line charts (Active Devices; Requests and Connections; Data Transfer).
 */
export function StatsTab({ networkId }: StatsTabProps) {
  return <StatsPanel type="network" typeKey={networkId} />;
}
