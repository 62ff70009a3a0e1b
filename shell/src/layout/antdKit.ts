/**
 * Every antd module and icon that the console's code imports (antd by the component,
 * docs/structure.md#antd-by-the-component). Each is a shared module of its own, and a remote gets the
 * shell's copy only if the shell's build provides it: a component the shell did not provide would
 * come from the remote's own build, with its own antd context (no theme, locale or App). Listing
 * them here puts each one into the shell's build, and so into its share scope, as a chunk of its own
 * that loads only when a route renders it.
 *
 * `antdKit.test.ts` fails when a module imports one that is not listed.
 */
export const ANTD_KIT = {
  '@ant-design/icons/es/icons/ArrowDownOutlined': () => import('@ant-design/icons/es/icons/ArrowDownOutlined'),
  '@ant-design/icons/es/icons/ArrowUpOutlined': () => import('@ant-design/icons/es/icons/ArrowUpOutlined'),
  '@ant-design/icons/es/icons/DeleteOutlined': () => import('@ant-design/icons/es/icons/DeleteOutlined'),
  '@ant-design/icons/es/icons/DownloadOutlined': () => import('@ant-design/icons/es/icons/DownloadOutlined'),
  '@ant-design/icons/es/icons/EditOutlined': () => import('@ant-design/icons/es/icons/EditOutlined'),
  '@ant-design/icons/es/icons/EnvironmentOutlined': () => import('@ant-design/icons/es/icons/EnvironmentOutlined'),
  '@ant-design/icons/es/icons/LoadingOutlined': () => import('@ant-design/icons/es/icons/LoadingOutlined'),
  '@ant-design/icons/es/icons/PlusOutlined': () => import('@ant-design/icons/es/icons/PlusOutlined'),
  '@ant-design/icons/es/icons/QuestionCircleOutlined': () =>
    import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  '@ant-design/icons/es/icons/ReloadOutlined': () => import('@ant-design/icons/es/icons/ReloadOutlined'),
  '@ant-design/icons/es/icons/ScanOutlined': () => import('@ant-design/icons/es/icons/ScanOutlined'),
  '@ant-design/icons/es/icons/SearchOutlined': () => import('@ant-design/icons/es/icons/SearchOutlined'),
  '@ant-design/icons/es/icons/SendOutlined': () => import('@ant-design/icons/es/icons/SendOutlined'),
  '@ant-design/icons/es/icons/WarningOutlined': () => import('@ant-design/icons/es/icons/WarningOutlined'),
  'antd/es/alert': () => import('antd/es/alert'),
  'antd/es/app': () => import('antd/es/app'),
  'antd/es/button': () => import('antd/es/button'),
  'antd/es/card': () => import('antd/es/card'),
  'antd/es/checkbox': () => import('antd/es/checkbox'),
  'antd/es/col': () => import('antd/es/col'),
  'antd/es/config-provider': () => import('antd/es/config-provider'),
  'antd/es/date-picker': () => import('antd/es/date-picker'),
  'antd/es/descriptions': () => import('antd/es/descriptions'),
  'antd/es/drawer': () => import('antd/es/drawer'),
  'antd/es/dropdown': () => import('antd/es/dropdown'),
  'antd/es/empty': () => import('antd/es/empty'),
  'antd/es/flex': () => import('antd/es/flex'),
  'antd/es/form': () => import('antd/es/form'),
  'antd/es/input': () => import('antd/es/input'),
  'antd/es/list': () => import('antd/es/list'),
  'antd/es/menu': () => import('antd/es/menu'),
  'antd/es/modal': () => import('antd/es/modal'),
  'antd/es/pagination': () => import('antd/es/pagination'),
  'antd/es/progress': () => import('antd/es/progress'),
  'antd/es/qr-code': () => import('antd/es/qr-code'),
  'antd/es/result': () => import('antd/es/result'),
  'antd/es/row': () => import('antd/es/row'),
  'antd/es/segmented': () => import('antd/es/segmented'),
  'antd/es/select': () => import('antd/es/select'),
  'antd/es/skeleton': () => import('antd/es/skeleton'),
  'antd/es/space': () => import('antd/es/space'),
  'antd/es/spin': () => import('antd/es/spin'),
  'antd/es/statistic': () => import('antd/es/statistic'),
  'antd/es/switch': () => import('antd/es/switch'),
  'antd/es/table': () => import('antd/es/table'),
  'antd/es/tabs': () => import('antd/es/tabs'),
  'antd/es/tag': () => import('antd/es/tag'),
  'antd/es/theme': () => import('antd/es/theme'),
  'antd/es/tooltip': () => import('antd/es/tooltip'),
  'antd/es/typography': () => import('antd/es/typography'),
  'antd/locale/de_DE': () => import('antd/locale/de_DE'),
} satisfies Record<string, () => Promise<unknown>>;
