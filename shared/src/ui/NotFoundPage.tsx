import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from './usePageTitle.ts';

/** The not-found page: any unmatched path and /404. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('not-found.title', 'Not found'));
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('not-found.text', 'Resource not found in this account')}
      extra={
        <Link to="/">
          <Button type="primary">{t('not-found.home', 'Back to networks')}</Button>
        </Link>
      }
    />
  );
}
