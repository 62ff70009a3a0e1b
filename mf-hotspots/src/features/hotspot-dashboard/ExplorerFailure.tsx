import { serverMessageOr } from '../../components/serverError.ts';
import { LoadFailure } from '@beacon/shared/ui';
import { useTranslation } from 'react-i18next';

export interface ExplorerFailureProps {
  /** What failed to load, e.g. "The status reports could not be loaded". */
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A part of the dashboard that failed to load: the server's message (or the spec's fallback) and Retry. */
export function ExplorerFailure({ title, error, ...retry }: ExplorerFailureProps) {
  const { t } = useTranslation('hotspots');
  const message = serverMessageOr(error, t('dashboard.error.unexpected', 'An unexpected error occurred'));
  return <LoadFailure title={title} message={message} {...retry} />;
}
