import { useTranslation } from 'react-i18next';
import { Link } from '@beacon/shared/router';
import { HOME_PATH } from '../session/paths.ts';
import '../styles/console.css';
import { usePageTitle } from './usePageTitle.ts';

/** The not-found page: any unmatched path and /404. Plain markup, so the shell shows it without antd. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('not-found.title', 'Not found'));
  return (
    <section className="beacon-not-found" aria-labelledby="beacon-not-found-text">
      <p className="beacon-status">404</p>
      <h2 id="beacon-not-found-text">{t('not-found.text', 'Resource not found in this account')}</h2>
      <Link className="beacon-button" to={HOME_PATH}>
        {t('not-found.home', 'Back to networks')}
      </Link>
    </section>
  );
}
