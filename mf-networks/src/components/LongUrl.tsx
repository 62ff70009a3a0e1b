import { isHttpUrl } from '@beacon/shared';
import Typography from 'antd/es/typography';

export interface LongUrlProps {
  /** A URL as stored: any length, and not necessarily http(s). */
  url: string;
}

/**
 * Wraps anywhere and shows at most three lines, so a table row keeps its buttons in view however long
 * the URL, even one stored before the 2000-character cap; the whole URL is the title.
 */
const CLAMPED = { display: 'block', wordBreak: 'break-all', maxHeight: '3lh', overflow: 'hidden' } as const;

/** A URL from data in a table cell: a link (new tab) only when it is http(s), else plain text. */
export function LongUrl({ url }: LongUrlProps) {
  const href = isHttpUrl(url.trim()) ? url.trim() : undefined;
  return href ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer" title={url} style={CLAMPED}>
      {url}
    </Typography.Link>
  ) : (
    <Typography.Text title={url} style={CLAMPED}>
      {url}
    </Typography.Text>
  );
}
