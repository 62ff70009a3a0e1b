import { RemoteComponent, usePageTitle, type RemoteAppProps, type RemoteDefinition } from '@beacon/shared/frame';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@beacon/shared/router';
import { WithAntd } from './WithAntd.tsx';

export interface RemoteMountProps {
  remote: RemoteDefinition;
  basePath: string;
}

function DisabledRemote({ remote }: { remote: string }) {
  const { t } = useTranslation('shell');
  const title = t('remote.disabled-title', 'Unavailable');
  usePageTitle(title);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <div className="shell-notice" role="status">
        {t('remote.disabled', '{{remote}} is switched off in this console', { remote })}
      </div>
    </section>
  );
}

/** Mounts a remote's exposed App under one of its base paths, inside its own error boundary. */
export function RemoteMount({ remote, basePath }: RemoteMountProps) {
  const { pathname } = useLocation();
  if (!remote.enabled) return <DisabledRemote remote={remote.name} />;
  return (
    <WithAntd>
      <RemoteComponent<RemoteAppProps> remote={remote.name} expose="./App" props={{ basePath }} resetKey={pathname} />
    </WithAntd>
  );
}
