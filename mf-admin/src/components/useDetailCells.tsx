import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useAdminDates } from './useAdminDates.ts';

/** A long value (an id, an email) may break anywhere rather than widen the card. */
export const WRAP = { overflowWrap: 'anywhere' } as const;

/** How the record's page says yes and no (each page has its own texts). */
export interface YesNoTexts {
  yes: string;
  no: string;
}

/**
 * The cells of a record's details card (the admin account and device, admin-and-hotspots.md §3): a
 * text field wrapping anywhere ('N/A' when missing), a flag as Yes/No (a suspension as a red Yes), an
 * id in code with Copy, and the rows of antd's Descriptions.
 */
export function useDetailCells({ yes, no }: YesNoTexts) {
  const dates = useAdminDates();
  const notAvailable = dates.dateTime(null);
  return {
    dates,
    notAvailable,
    text: (value: string | null) => (value ? <span style={WRAP}>{value}</span> : notAvailable),
    yesNo: (value: boolean) => (value ? yes : no),
    suspended: (value: boolean) => (value ? <Tag color="red">{yes}</Tag> : no),
    copyableCode: (value: string) => (
      <Typography.Text code copyable style={WRAP}>
        {value}
      </Typography.Text>
    ),
    row: (key: string, label: string, children: ReactNode) => ({ key, label, children }),
  };
}
