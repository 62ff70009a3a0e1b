import Tag from 'antd/es/tag';
import type { MouseEventHandler } from 'react';
import type { DeviceRow } from './deviceRows.ts';

export interface DeviceIdLabelProps {
  /** The row's precomputed id forms and link target (`toDeviceRows`). */
  row: Pick<DeviceRow, 'id' | 'label' | 'kind' | 'href'>;
  /** Opens the device page in the console (client-side), as a router link does. */
  onFollow: MouseEventHandler<HTMLAnchorElement>;
}

const TAG_STYLE = { marginInlineStart: 8 };

/**
 * A device id as people read it: a MAC address, an SGTIN or the id itself, linking to the device.
 * It only reads strings: no hooks, so a table can draw many of them while scrolling.
 */
export function DeviceIdLabel({ row, onFollow }: DeviceIdLabelProps) {
  return (
    <span>
      <a href={row.href} title={row.id} onClick={onFollow}>
        {row.label}
      </a>
      {row.kind !== null && (
        <Tag variant="filled" style={TAG_STYLE}>
          {row.kind}
        </Tag>
      )}
    </span>
  );
}
