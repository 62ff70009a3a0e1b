import { describe, expect, it } from '@rstest/core';
import theme from 'antd/es/theme';
import { antdThemeConfig, contrastRatio } from './antdTheme.ts';

/** `color` (#rgb, #rrggbb or rgba()) laid over the opaque `background`, as #rrggbb. */
function over(color: string, background: string): string {
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (/^#[\da-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`;
  if (!rgba) return color.slice(0, 7);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  return `#${[1, 2, 3]
    .map((i, k) => {
      const bg = parseInt(background.slice(1 + 2 * k, 3 + 2 * k), 16);
      return Math.round(alpha * Number(rgba[i]) + (1 - alpha) * bg)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

function contrast(color: string, background: string): number {
  return contrastRatio(over(color, background), over(background, '#ffffff'));
}

describe('antdThemeConfig', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: text colours reach WCAG AA's 4.5:1 on the page and on cards`, () => {
      const token = theme.getDesignToken(antdThemeConfig(scheme));
      const texts = [
        'colorText',
        'colorTextSecondary',
        'colorTextTertiary',
        'colorTextDescription',
        'colorLink',
        'colorError',
        'colorErrorText',
      ] as const;
      for (const background of [token.colorBgLayout, token.colorBgContainer]) {
        for (const name of texts) {
          expect({ name, background, ratio: contrast(token[name], background) >= 4.5 }).toEqual({
            name,
            background,
            ratio: true,
          });
        }
      }
      // White on the primary fill (primary buttons), a danger button's text on its red fill, an error tag.
      expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
      const dangerText = antdThemeConfig(scheme).components?.Button?.dangerColor ?? token.colorTextLightSolid;
      expect(contrast(dangerText, token.colorError)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorError, token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
      // A Tag in a preset colour: shade 7 on shade 1.
      for (const color of [
        'blue',
        'purple',
        'cyan',
        'green',
        'red',
        'orange',
        'gold',
        'geekblue',
        'magenta',
      ] as const) {
        expect({ color, readable: contrast(token[`${color}7`], token[`${color}1`]) >= 4.5 }).toEqual({
          color,
          readable: true,
        });
      }
    });
  }
});
