import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';

export interface TabSectionProps {
  /** The region's name, e.g. "Events of network net-1". */
  label: string;
  children: ReactNode;
}

/** The content of a network page tab: a named region, its parts stacked. */
export function TabSection({ label, children }: TabSectionProps) {
  return (
    <Flex vertical gap="middle" component="section" aria-label={label}>
      {children}
    </Flex>
  );
}
