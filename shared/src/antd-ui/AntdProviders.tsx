import { NOTIFICATION_SECONDS, useTheme } from '@beacon/shared';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdThemeConfig } from './antdTheme.ts';
import { useAntdLocale } from './useAntdLocale.ts';

/**
 * Every toast lasts 35 s unless it says otherwise (customer-console.md §9), sits at the bottom right,
 * away from the top bar and its account menu, and several collapse into a stack.
 */
const NOTIFICATIONS = { duration: NOTIFICATION_SECONDS, placement: 'bottomRight', stack: { threshold: 2 } } as const;

/**
 * A loading button shows this spinner as a plain icon. antd's default one comes and goes through a
 * CSS transition, and when `loading` turns on and off within a frame (a fast answer) the transition
 * can end without its `transitionend`: the spinner then stays after loading has ended, and the
 * button's name stays "loading …". Measured: 1 click in 40 under load (route tester, e2e).
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> } as const;

export interface AntdProvidersProps {
  children: ReactNode;
}

/**
 * The antd theme and App context (messages, notifications, modals) around console content. The
 * light or dark theme follows the console's colour scheme (`useTheme`, with `antdThemeConfig`'s contrast), antd's and dayjs's locale
 * its language (`useAntdLocale`).
 */
export function AntdProviders({ children }: AntdProvidersProps) {
  const { resolved } = useTheme();
  const locale = useAntdLocale();
  const theme = useMemo(() => antdThemeConfig(resolved), [resolved]);
  const { t } = useTranslation('common');
  const moreTabs = t('tabs.more', 'More tabs');
  // The button that lists the tabs a narrow screen cannot show is named (antd leaves it nameless).
  // A glyph, not an icon component: importing one would load the whole shared icon set on every page.
  const tabs = useMemo(
    () => ({
      more: {
        icon: (
          <span role="img" aria-label={moreTabs}>
            ⋯
          </span>
        ),
      },
    }),
    [moreTabs],
  );
  return (
    <ConfigProvider locale={locale} theme={theme} tabs={tabs} button={BUTTON}>
      <AntApp notification={NOTIFICATIONS}>{children}</AntApp>
    </ConfigProvider>
  );
}
