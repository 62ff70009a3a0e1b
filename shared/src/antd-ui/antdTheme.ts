import antdTheme from 'antd/es/theme';
import type { ThemeConfig } from 'antd';
import type { ResolvedTheme } from '@beacon/shared';

type MappingAlgorithm = NonNullable<Extract<ThemeConfig['algorithm'], (...args: never[]) => unknown>>;
type MapToken = ReturnType<MappingAlgorithm>;

/** The console's blue: white on it and it on white are both above 5:1. */
const PRIMARY = '#1668dc';

/**
 * Text colours antd's algorithms leave below WCAG AA's 4.5:1 (measured by axe on every screen):
 * tertiary text (description labels, hints, counters) at 45 % opacity is 3.4:1, antd's red on
 * white (Delete buttons, error tags) 3.3:1, and in the dark scheme the derived blue and red on
 * near-black are 3.6:1 and 4.3:1. Each scheme's map tokens are lifted after antd's own algorithm,
 * so everything derived from them follows. No red is both light enough to read on near-black and
 * dark enough to carry white text, so in the dark scheme a filled danger button has dark text.
 */
const CONTRAST: Record<ResolvedTheme, Partial<MapToken>> = {
  light: {
    colorLink: PRIMARY,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#a8071a',
    colorErrorText: '#cf1322',
  },
  dark: {
    colorLink: '#4096ff',
    colorLinkHover: '#69b1ff',
    colorLinkActive: '#4096ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorError: '#ff7875',
    colorErrorHover: '#ffa39e',
    colorErrorActive: '#ff7875',
    colorErrorText: '#ff7875',
    colorErrorTextHover: '#ffa39e',
    colorErrorTextActive: '#ff7875',
  },
};

/** The dark scheme's text on a filled danger button (its red is light): 7:1. */
const DARK_DANGER_FILL_TEXT = '#141414';

/** Blue text on the page (a selected tab or menu item) in the dark scheme, where the fill blue is too dark. */
const DARK_SELECTED_TEXT = '#4096ff';

/** antd's preset colours: a Tag of one shows shade 7 of its palette on shade 1. */
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
];

/** WCAG's relative luminance of an opaque #rgb or #rrggbb colour. */
function luminance(color: string): number {
  const hex = color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1, 7);
  const channel = (i: number) => {
    const c = parseInt(hex.slice(2 * i, 2 * i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG's contrast ratio of two opaque colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Shade 7 of each preset palette made readable on shade 1 (a coloured Tag's text on its fill):
 * the first of shades 7 to 10 (darker in the light scheme, lighter in the dark one) at 4.5:1.
 */
function readablePresetTexts(map: MapToken): Record<string, string> {
  const palette = new Map<string, unknown>(Object.entries(map));
  const hex = (key: string) => {
    const value = palette.get(key);
    return typeof value === 'string' ? value : '';
  };
  const texts: Record<string, string> = {};
  for (const color of PRESET_COLORS) {
    const shade = (i: number) => hex(`${color}${i}`);
    const text = [7, 8, 9].map(shade).find((c) => contrastRatio(c, shade(1)) >= 4.5) ?? shade(10);
    texts[`${color}7`] = text;
    texts[`${color}-7`] = text;
  }
  return texts;
}

function withContrast(scheme: ResolvedTheme): MappingAlgorithm {
  return (_seed, map) => ({ ...(map as MapToken), ...readablePresetTexts(map as MapToken), ...CONTRAST[scheme] });
}

/** The antd theme of a colour scheme: antd's light or dark algorithm, then the console's contrast. */
export function antdThemeConfig(scheme: ResolvedTheme): ThemeConfig {
  const base = scheme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return {
    algorithm: [base, withContrast(scheme)],
    // A placeholder is text people read (a Select's is an element, which axe measures): 55 % is 4.7:1
    // on white and 5.6:1 on the dark scheme's fields, where antd's 25 % is 1.8:1. Disabled text keeps
    // antd's colour (colorTextQuaternary), so it still looks disabled.
    token: {
      colorPrimary: PRIMARY,
      colorLink: PRIMARY,
      colorTextPlaceholder: scheme === 'dark' ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.55)',
    },
    components:
      scheme === 'dark'
        ? {
            Button: { dangerColor: DARK_DANGER_FILL_TEXT },
            Tabs: {
              itemSelectedColor: DARK_SELECTED_TEXT,
              itemActiveColor: DARK_SELECTED_TEXT,
              itemHoverColor: '#69b1ff',
            },
            Menu: {
              itemSelectedColor: DARK_SELECTED_TEXT,
              horizontalItemSelectedColor: DARK_SELECTED_TEXT,
              horizontalItemHoverColor: DARK_SELECTED_TEXT,
            },
          }
        : undefined,
  };
}
