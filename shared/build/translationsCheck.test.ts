import { afterEach, describe, expect, it } from '@rstest/core';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeProblems, translationMismatch } from './i18n-keys.mjs';
import { checkTranslations } from './translationsCheck.ts';

const CODE = `
import { useTranslation } from 'react-i18next';
export function Demo({ n }: { n: number }) {
  const { t } = useTranslation('demo');
  return [t('demo.title', 'Demo'), t('demo.items', '{{count}} items', { count: n })].join(' ');
}
`;
const EN = { demo: { title: 'Demo', items_one: '{{count}} item', items_other: '{{count}} items' } };
const DE = { demo: { title: 'Demo', items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' } };

const roots: string[] = [];

/** A package in a temporary folder: `src/Demo.tsx` and `src/locales/{en,de}/demo.json`. */
function fixture(de: unknown, en: unknown = EN): string {
  const root = mkdtempSync(join(tmpdir(), 'beacon-i18n-'));
  roots.push(root);
  mkdirSync(join(root, 'src/locales/en'), { recursive: true });
  mkdirSync(join(root, 'src/locales/de'), { recursive: true });
  writeFileSync(join(root, 'src/Demo.tsx'), CODE);
  writeFileSync(join(root, 'src/locales/en/demo.json'), JSON.stringify(en));
  if (de !== undefined) writeFileSync(join(root, 'src/locales/de/demo.json'), JSON.stringify(de));
  return root;
}

afterEach(() => {
  roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
});

describe('translationMismatch', () => {
  it('finds German keys missing and extra against English, plural forms included, and changed placeholders', () => {
    const de = { demo: { title: 'Demo {{name}}', items_other: '{{count}} Einträge', subtitle: 'Untertitel' } };
    expect(translationMismatch(EN, de)).toEqual({
      missing: ['demo.items_one'],
      extra: ['demo.subtitle'],
      placeholders: ['demo.title'],
      formats: [],
    });
  });

  it('takes {{n, number}} as the placeholder n, but as another format than {{n}}', () => {
    const mismatch = translationMismatch({ total: '{{n, number}} events' }, { total: '{{n}} Ereignisse' });
    expect(mismatch.placeholders).toEqual([]);
    expect(mismatch.formats).toEqual(['total']);
  });

  it('passes a translation that writes each placeholder with the English format (issue 30 item 9)', () => {
    const en = { a: '{{count, number}} of {{ max , number(maximumFractionDigits: 1) }} by {{name}}' };
    const de = { a: '{{name}}: {{count,number}} von {{max, number(maximumFractionDigits:1)}}' };
    expect(translationMismatch(en, de).formats).toEqual([]);
    expect(translationMismatch(en, { a: '{{name}}: {{count, number}} von {{max, number}}' }).formats).toEqual(['a']);
  });
});

describe('localeProblems', () => {
  it('passes a package whose German has exactly the English keys', () => {
    expect(localeProblems(join(fixture(DE), 'src'))).toEqual([]);
  });

  it('names a German key that is missing, and a missing German file', () => {
    const { items_one: _dropped, ...rest } = DE.demo;
    expect(localeProblems(join(fixture({ demo: rest }), 'src'))).toEqual(['de/demo.json lacks keys: demo.items_one']);
    expect(localeProblems(join(fixture(undefined), 'src'))).toEqual(['de/demo.json is missing']);
  });

  it('reads the titles of a palette module in the namespace its registerPalette call names', () => {
    const root = fixture(DE);
    const palette = `
import { registerPalette } from '@beacon/shared';
registerPalette('mf-demo', {
  namespace: 'demo',
  commands: [{ id: 'open', section: 'actions', title: (t) => t('demo.palette.open', 'Open demo') }],
});
`;
    writeFileSync(join(root, 'src/palette.ts'), palette);
    expect(localeProblems(join(root, 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.palette.open']);
    // The contribution as a constant before the call.
    writeFileSync(
      join(root, 'src/palette.ts'),
      `const DEMO = { namespace: 'demo', commands: [{ title: (t) => t('demo.palette.close', 'Close demo') }] };
registerPalette('mf-demo', DEMO);`,
    );
    expect(localeProblems(join(root, 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.palette.close']);
    // An entry built without registerPalette (the shell's own commands).
    writeFileSync(
      join(root, 'src/palette.ts'),
      `export function useDemoCommands(): PaletteEntry {
  return { remote: 'shell', namespace: 'demo', commands: [{ title: (t) => t('demo.palette.log-out', 'Log out') }] };
}`,
    );
    expect(localeProblems(join(root, 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.palette.log-out']);
  });

  it('refuses a helper whose t calls have no namespace it can see, and checks one typed TFunction<ns>', () => {
    const root = fixture(DE);
    const helper = (type: string) => `import type { TFunction } from 'i18next';
// An example in a comment is not a call: t('demo.comment', 'Not checked')
export const typeName = (t: ${type}) => t('demo.type', 'Type');
`;
    writeFileSync(join(root, 'src/typeName.ts'), helper('TFunction'));
    expect(localeProblems(join(root, 'src'))).toEqual([
      `${join(root, 'src/typeName.ts')} calls t('key', 'Default') without a namespace the check can see: use useTranslation('x') or type the t it takes as TFunction<'x'>`,
    ]);
    writeFileSync(join(root, 'src/typeName.ts'), helper("TFunction<'demo'>"));
    expect(localeProblems(join(root, 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.type']);
  });

  it('names German texts and English resources that format a number otherwise than the code (issue 30 item 9)', () => {
    const root = fixture(DE);
    writeFileSync(join(root, 'src/Demo.tsx'), CODE.replace("'{{count}} items'", "'{{count, number}} items'"));
    expect(localeProblems(join(root, 'src'))).toEqual([
      "en/demo.json formats placeholders other than the code's default in: demo.items",
    ]);
    const en = { demo: { title: 'Demo', items_one: '{{count, number}} item', items_other: '{{count, number}} items' } };
    writeFileSync(join(root, 'src/locales/en/demo.json'), JSON.stringify(en));
    expect(localeProblems(join(root, 'src'))).toEqual([
      'de/demo.json formats placeholders other than English in: demo.items_one, demo.items_other',
    ]);
    const de = {
      demo: { title: 'Demo', items_one: '{{count, number}} Eintrag', items_other: '{{count, number}} Einträge' },
    };
    writeFileSync(join(root, 'src/locales/de/demo.json'), JSON.stringify(de));
    expect(localeProblems(join(root, 'src'))).toEqual([]);
  });

  it('names a key the code uses that English lacks', () => {
    const en = { demo: { items_one: '{{count}} item', items_other: '{{count}} items' } };
    const de = { demo: { items_one: '{{count}} Eintrag', items_other: '{{count}} Einträge' } };
    expect(localeProblems(join(fixture(de, en), 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.title']);
  });

  it('reads a default text in double quotes as well (one with an apostrophe was checked nowhere)', () => {
    const root = fixture(DE);
    writeFileSync(
      join(root, 'src/Quoted.tsx'),
      `import { useTranslation } from 'react-i18next';\nexport function Q() {\n  const { t } = useTranslation('demo');\n  return t('demo.sent', "We've sent it");\n}\n`,
    );
    expect(localeProblems(join(root, 'src'))).toEqual(['en/demo.json lacks keys used in code: demo.sent']);
  });
});

describe('checkTranslations (the build factory plugin)', () => {
  function hooks(root: string) {
    const registered: { build?: (params: { isFirstCompile: boolean }) => void; dev?: () => void } = {};
    const warnings: string[] = [];
    const api = {
      onBeforeBuild: (fn: (params: { isFirstCompile: boolean }) => void) => (registered.build = fn),
      onBeforeStartDevServer: (fn: () => void) => (registered.dev = fn),
      logger: { warn: (message: string) => warnings.push(message) },
    } as unknown as RsbuildPluginAPI;
    void checkTranslations(root).setup(api);
    return { ...registered, warnings };
  }

  it('fails the build with a message naming the missing keys', () => {
    const { build } = hooks(fixture({ demo: { title: 'Demo' } }));
    expect(() => build?.({ isFirstCompile: true })).toThrow(
      /Translations are incomplete \(1 problem\):\n {2}- de\/demo\.json lacks keys: demo\.items_one, demo\.items_other/,
    );
  });

  it('lets a complete package build, and only warns on a dev server', () => {
    expect(() => hooks(fixture(DE)).build?.({ isFirstCompile: true })).not.toThrow();
    const dev = hooks(fixture({ demo: { title: 'Demo' } }));
    dev.dev?.();
    expect(dev.warnings.join('\n')).toContain('de/demo.json lacks keys: demo.items_one, demo.items_other');
  });
});
