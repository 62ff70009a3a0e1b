import { PageFrame, RemoteComponent, type RemoteAppProps, type RemoteDefinition } from '@beacon/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export interface RemoteMountProps {
  remote: RemoteDefinition;
  basePath: string;
}

/** Mounts a remote's exposed App under one of its base paths, inside its own error boundary. */
export function RemoteMount({ remote, basePath }: RemoteMountProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  if (!remote.enabled) {
    return (
      <PageFrame title={t('remote.disabled-title', 'Unavailable')}>
        <Alert
          type="warning"
          showIcon
          title={t('remote.disabled', '{{remote}} is switched off in this console', { remote: remote.name })}
        />
      </PageFrame>
    );
  }
  return (
    <RemoteComponent<RemoteAppProps> remote={remote.name} expose="./App" props={{ basePath }} resetKey={pathname} />
  );
}
