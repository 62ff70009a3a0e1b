import type { ReactNode } from 'react';
import './networkCard.css';

export interface ListCardProps {
  title: ReactNode;
  children: ReactNode;
}

/**
 * A small card as antd's `Card size="small"` draws it (a title bar over a body, the same spacing,
 * border and radius; networkCard.css), in plain markup. antd's Card brings its tab list's Tabs,
 * Dropdown and Menu with it, about 20 KB gzip that the network list never uses, all of it on the way
 * to the first network card (docs/performance.md, issue 31).
 */
export function ListCard({ title, children }: ListCardProps) {
  return (
    <div className="beacon-list-card">
      <div className="beacon-list-card-head">
        <div className="beacon-list-card-title">{title}</div>
      </div>
      <div className="beacon-list-card-body">{children}</div>
    </div>
  );
}
