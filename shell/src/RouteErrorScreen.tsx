import { HOME_PATH, reportError, usePageTitle } from '@beacon/shared/frame';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from '@beacon/shared/router';
import './layout/shell.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return error instanceof Error ? error.message : String(error);
}

/**
 * The shell router's root error screen: an error that no remote's boundary caught (the frame, the
 * router, the shell's own pages). Plain markup, no antd, since the frame it replaces is gone;
 * Retry reloads the console.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  // A bug, not a route answer (a 404 thrown by a loader, say): reported, without a remote.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  const title = t('route-error.title', 'Something went wrong');
  usePageTitle(title);
  return (
    <div className="shell-content" role="alert">
      <h1>{title}</h1>
      <p>{t('route-error.text', 'The console stopped because of an unexpected error.')}</p>
      <p>
        <code>{describe(error)}</code>
      </p>
      <p>
        <button type="button" className="beacon-button" onClick={() => window.location.reload()}>
          {t('route-error.retry', 'Retry')}
        </button>{' '}
        <a className="beacon-button beacon-button-secondary" href={HOME_PATH}>
          {t('route-error.home', 'Back to networks')}
        </a>
      </p>
    </div>
  );
}
