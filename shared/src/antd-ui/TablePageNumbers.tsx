import type { PaginationProps } from 'antd';
import Pagination from 'antd/es/pagination';

const ABOVE = { marginTop: 16 } as const;

export type TablePageNumbersProps = Omit<PaginationProps, 'align' | 'style' | 'showSizeChanger'>;

/** The page numbers under a table whose pages the server counts: on the right, a fixed page size. */
export function TablePageNumbers(props: TablePageNumbersProps) {
  return <Pagination {...props} align="end" style={ABOVE} showSizeChanger={false} />;
}
