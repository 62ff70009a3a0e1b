import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { firstCursorPage, nextCursorPage, previousCursorPage, type CursorPaging } from '../paging/cursorPaging.ts';

export interface CursorPagerProps {
  /** The page shown and the way back (`readCursorPaging` of the URL). */
  paging: CursorPaging;
  /** The server's cursor of the next page; null or undefined on the last page. */
  next: string | null | undefined;
  /** A page is loading: Next waits for its cursor. */
  fetching: boolean;
  /** Goes to a page (`writeCursorPaging` into the URL). */
  onPaging: (paging: CursorPaging) => void;
}

/**
 * First page, Previous and Next under a table paged by the server's cursor (paging/cursorPaging.ts):
 * First and Previous are off on the first page, Next on the last and while a page loads.
 */
export function CursorPager({ paging, next, fetching, onPaging }: CursorPagerProps) {
  const { t } = useTranslation('common');
  const onFirstPage = paging.cursor === undefined;
  return (
    <Flex justify="flex-end">
      <Space.Compact>
        <Button onClick={() => onPaging(firstCursorPage())} disabled={onFirstPage}>
          {t('cursor-pager.first', 'First page')}
        </Button>
        <Button onClick={() => onPaging(previousCursorPage(paging))} disabled={onFirstPage}>
          {t('cursor-pager.previous', 'Previous')}
        </Button>
        <Button onClick={() => next && onPaging(nextCursorPage(paging, next))} disabled={!next || fetching}>
          {t('cursor-pager.next', 'Next')}
        </Button>
      </Space.Compact>
    </Flex>
  );
}
