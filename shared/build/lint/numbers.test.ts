/**
 * @rstest-environment node
 */
import { afterAll, describe, it } from '@rstest/core';
import { RuleTester } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { numbersThroughFormatter } from './numbers.mjs';

/**
 * `beacon/numbers-through-formatter` (docs/i18n.md#dates-and-numbers) against fixture code with type
 * information: a throw-away TypeScript project whose one file each case replaces, with the few
 * declarations the cases use (JSX, a ReactNode-like type, `t`).
 */
const project = mkdtempSync(join(tmpdir(), 'beacon-numbers-'));
const FIXTURE = join(project, 'Fixture.tsx');
writeFileSync(
  join(project, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, jsx: 'preserve', target: 'ES2022', lib: ['ES2022'], types: [], noEmit: true },
    include: ['*.ts', '*.tsx'],
  }),
);
writeFileSync(
  join(project, 'globals.d.ts'),
  `declare namespace JSX {
  interface Element { readonly jsx: true }
  interface IntrinsicElements { [name: string]: Record<string, unknown> }
}
type ReactNode = JSX.Element | string | number | boolean | null | undefined | Iterable<ReactNode>;
declare function t(key: string, text: string, options?: Record<string, unknown>): string;
declare const i18n: { t: typeof t };
declare const format: { number(value: number): string };
declare const n: number;
declare const maybe: number | undefined;
declare const either: string | number;
declare const label: string;
declare const node: ReactNode;
declare const when: Date;
declare const ok: boolean;
`,
);
writeFileSync(FIXTURE, '');
afterAll(() => rmSync(project, { recursive: true, force: true }));

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    // Not typescript-eslint's single-run mode, which CI=true turns on: it would read each case's file
    // from disk (empty) instead of the case's code.
    parserOptions: { project: './tsconfig.json', tsconfigRootDir: project, disallowAutomaticSingleRunInference: true },
  },
});

const valid = (code: string, options?: unknown) => ({
  code,
  filename: FIXTURE,
  ...(options ? { options: [options] } : {}),
});
const invalid = (code: string, messageId: string, count = 1) => ({
  code,
  filename: FIXTURE,
  errors: Array.from({ length: count }, () => ({ messageId })),
});

tester.run('beacon/numbers-through-formatter', numbersThroughFormatter, {
  valid: [
    // Numbers through the formatter, texts, and values that are not only numbers.
    valid('const a = <span>{format.number(n)}</span>;'),
    valid('const a = <span>{label}</span>;'),
    valid('const a = <span>{node}</span>;'),
    valid('const a = <span>{n > 0 && <b />}</span>;'),
    valid('const a = <span title={`${label} (${format.number(n)})`} />;'),
    // Attributes that never reach the screen, and numbers as props (the component writes them).
    valid('const a = <div key={`row-${n}`} style={{ width: `${n}px` }} data-n={`${n}`} flex={`0 0 ${n}px`} />;'),
    valid('const a = <div tabIndex={n} />;'),
    valid("const items = [{ key: 'n', label: label, children: format.number(n), span: n }];"),
    valid('const column = { width: n, render: (_: unknown, row: { n: number }) => format.number(row.n) };'),
    // Outside JSX a template literal builds keys, paths and queries.
    valid('const path = `/pages/${n}`;'),
    // i18next: the number format, texts as they are, and a count that only picks the plural form.
    valid("const s = t('k', '{{count, number}} items', { count: n });"),
    valid("const s = t('k', 'Up to {{max, number(maximumFractionDigits: 1)}}', { max: n });"),
    valid("const s = t('k', 'Hello {{name}}', { name: label });"),
    valid("const s = t('k', '{{count}} items', { count: format.number(n) });"),
    valid("const s = t('k', 'Some items', { count: n });"),
    // Dates have formatters of their own; this rule is about numbers.
    valid('const s = when.toLocaleString();'),
    // The formatter's module and the Statistic wrapper (named by the options here).
    valid("const f = new Intl.NumberFormat('de');", { formatterModules: ['Fixture.tsx'] }),
    valid("import Statistic from 'antd/es/statistic';", { statisticModules: ['Fixture.tsx'] }),
    valid("import type { StatisticProps } from 'antd';"),
    valid("import { type StatisticProps, Button } from 'antd';"),
  ],
  invalid: [
    invalid('const a = <span>{n}</span>;', 'jsxNumber'),
    invalid('const a = <>{maybe}</>;', 'jsxNumber'),
    invalid('const a = <span>{either}</span>;', 'jsxNumber'),
    invalid('const a = <span>{n + 1}</span>;', 'jsxNumber'),
    invalid("const items = [{ key: 'n', label: label, children: maybe }];", 'jsxNumber'),
    invalid('const column = { render: (_: unknown, row: { n: number }) => row.n };', 'jsxNumber'),
    invalid('const a = <span>{`${n} items`}</span>;', 'rawNumber'),
    invalid('const a = <span title={`${n} items`} />;', 'rawNumber'),
    invalid("const a = <span>{ok ? `${n} / ${maybe ?? 0}` : '–'}</span>;", 'rawNumber', 2),
    invalid('const a = <span aria-label={String(n)} />;', 'rawNumber'),
    invalid('const a = <span>{n.toString()}</span>;', 'rawNumber'),
    invalid("const a = <span>{'Total: ' + n}</span>;", 'rawNumber'),
    invalid("const s = n.toLocaleString('de');", 'rawFormatter'),
    invalid('const s = maybe?.toLocaleString();', 'rawFormatter'),
    invalid('const s = n.toFixed(1);', 'rawFormatter'),
    invalid("const s = new Intl.NumberFormat('de').format(n);", 'numberFormat'),
    invalid("const s = Intl.NumberFormat('de').format(n);", 'numberFormat'),
    invalid("import Statistic from 'antd/es/statistic';", 'statistic'),
    invalid("import Statistic from 'antd/lib/statistic';", 'statistic'),
    invalid("import { Statistic } from 'antd';", 'statistic'),
    invalid("export { default as Statistic } from 'antd/es/statistic';", 'statistic'),
    invalid("const s = import('antd/es/statistic');", 'statistic'),
    invalid("const s = t('k', 'Up to {{max}} shown', { max: 1000 });", 'placeholder'),
    invalid("const s = i18n.t('k', 'Wait {{n}} s', { n });", 'placeholder'),
    invalid("const s = t('k', '{{ total , lowercase }} of {{n}}', { total: maybe, n: either });", 'placeholder', 2),
    {
      code: "const s = t('k', '{{count}} items', { count: n });",
      filename: FIXTURE,
      errors: [
        {
          message:
            "The number `count` is shown by `{{count}}` without the language's separators: write `{{count, number}}`.",
        },
      ],
    },
  ],
});
