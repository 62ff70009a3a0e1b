// @ts-check
/**
 * Numbers through one formatter (docs/i18n.md#dates-and-numbers, issue 30 item 9): every number the
 * console shows is written by `formatNumber` / `useDateFormat().number` (shared/src/antd-ui/dates.ts),
 * or inside a text by i18next's `{{n, number}}`, so German reads `1.000` wherever English reads
 * `1,000`. The rule `beacon/numbers-through-formatter` needs type information (it asks TypeScript
 * which expressions are numbers) and reports:
 *
 * - a JSX child whose type is a number (`<span>{count}</span>`, `number | undefined` too), and the
 *   same in the item objects antd renders (`{ label, children: count }`, a column's `render` returning one);
 * - a number made text on its own in JSX (a child or a shown attribute): in a template literal,
 *   `String(n)`, `n.toString()`, `'text' + n`;
 * - `toLocaleString`, `toFixed` or `toPrecision` on a number, and `Intl.NumberFormat` outside the
 *   formatter's module;
 * - antd's `Statistic` (it groups digits with its own comma) outside the shared `NumberStatistic`;
 * - `t('key', 'Default {{n}}', { n: <number> })`: a number's placeholder in the default text without
 *   the `number` format (`{{count}}` of a plural too, where the text shows it).
 *
 * "A number" is a type whose parts are all numbers, strings, booleans, null or undefined, one of them
 * a number: `number | undefined` and `string | number` count, `ReactNode` (which has objects) does not.
 */
import ts from 'typescript';

/** Where the formatter and the Statistic wrapper live (paths from the repository root). */
export const NUMBER_FORMATTER_MODULE = 'shared/src/antd-ui/dates.ts';
export const STATISTIC_WRAPPER_MODULE = 'shared/src/antd-ui/NumberStatistic.tsx';

/** i18next formats that write a number in the active language. */
const NUMBER_FORMATS = /^(number|currency|relativetime)\b/;
/** Number methods that write digits without the language's separators. */
const RAW_FORMATTERS = new Set(['toLocaleString', 'toFixed', 'toPrecision']);
/** antd's Statistic: its component folder, in either build. */
const STATISTIC_MODULE = /^antd\/(es|lib)\/statistic(\/|$)/;
/**
 * Properties of the item objects antd renders as they are (Descriptions and Tabs items, columns,
 * notifications): a number there is shown as its digits. A column's `render` is checked for what it returns.
 */
const SHOWN_PROPERTIES = new Set(['children', 'label', 'title', 'content', 'description', 'message', 'extra']);
/** JSX attributes that never reach the screen: a template literal there may hold raw numbers. */
const NOT_SHOWN_ATTRIBUTES = /^(key|className|style|id|href|to|src|htmlFor|width|height|flex|data-.*)$/;

const PRIMITIVE =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.Null |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Void |
  ts.TypeFlags.Never;
const NUMERIC = ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike;

/** `x.name(…)`. @param {import('estree').CallExpression} call @param {string | Set<string>} name */
function isMethodCall(call, name) {
  const { callee } = call;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  return typeof name === 'string' ? callee.property.name === name : name.has(callee.property.name);
}

/** @param {string} filename @param {readonly string[]} modules */
function isOneOf(filename, modules) {
  const path = filename.replace(/\\/g, '/');
  return modules.some((module) => path === module || path.endsWith(`/${module}`));
}

/** `{{name}}` or `{{name, format}}` in an i18next text: the format of each name's first occurrence. */
const PLACEHOLDER = /\{\{\s*([^},\s]+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;

/** @param {string} text @returns {{ name: string, format: string }[]} */
export function placeholdersOf(text) {
  return [...text.matchAll(PLACEHOLDER)].map(([, name = '', format = '']) => ({ name, format }));
}

/** @type {import('eslint').Rule.RuleModule} */
export const numbersThroughFormatter = {
  meta: {
    type: 'problem',
    docs: { description: 'Every number shown goes through the one locale-aware formatter (docs/i18n.md).' },
    schema: [
      {
        type: 'object',
        properties: {
          formatterModules: { type: 'array', items: { type: 'string' } },
          statisticModules: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      jsxNumber:
        "A number shown as it is: write it with `useDateFormat().number` (or `formatNumber`) from @beacon/shared/ui, which uses the language's separators.",
      rawNumber:
        'A number turned into shown text without the one formatter: write it with `useDateFormat().number`, or put the text in a `t` call with `{{example}}`.',
      rawFormatter:
        '`{{method}}` writes a number without the one formatter: use `useDateFormat().number` (or `formatNumber`) from @beacon/shared/ui.',
      numberFormat:
        '`Intl.NumberFormat` only in the one formatter (shared/src/antd-ui/dates.ts): use `useDateFormat().number` or `formatNumber`.',
      statistic:
        "antd's Statistic groups digits with its own comma: use `NumberStatistic` from @beacon/shared/ui, which writes the value with the one formatter.",
      placeholder:
        "The number `{{name}}` is shown by `{{placeholder}}` without the language's separators: write `{{fixed}}`.",
    },
  },
  create(context) {
    const [{ formatterModules = [NUMBER_FORMATTER_MODULE], statisticModules = [STATISTIC_WRAPPER_MODULE] } = {}] =
      context.options;
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap)
      throw new Error('beacon/numbers-through-formatter needs type information (parserOptions.projectService).');
    const checker = services.program.getTypeChecker();
    const formatterModule = isOneOf(context.filename, formatterModules);
    const statisticWrapper = isOneOf(context.filename, statisticModules);

    /** @param {ts.Type} type @returns {boolean} */
    function isNumberType(type) {
      const constrained = type.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(type) : type;
      if (!constrained) return false;
      if (constrained.isIntersection()) return constrained.types.some((part) => (part.flags & NUMERIC) !== 0);
      const parts = constrained.isUnion() ? constrained.types : [constrained];
      let numeric = false;
      for (const part of parts) {
        if (part.flags & NUMERIC) numeric = true;
        else if (part.isIntersection() && part.types.some((inner) => (inner.flags & NUMERIC) !== 0)) numeric = true;
        else if (!(part.flags & PRIMITIVE)) return false;
      }
      return numeric;
    }

    /** @param {import('estree').Node} node */
    function isNumber(node) {
      const tsNode = services?.esTreeNodeToTSNodeMap?.get(/** @type {never} */ (node));
      return tsNode !== undefined && isNumberType(checker.getTypeAtLocation(tsNode));
    }

    /** A function whose calls return a number (a column's `render`). @param {import('estree').Node} node */
    function returnsNumber(node) {
      const tsNode = services?.esTreeNodeToTSNodeMap?.get(/** @type {never} */ (node));
      if (!tsNode) return false;
      const [signature] = checker.getTypeAtLocation(tsNode).getCallSignatures();
      return signature !== undefined && isNumberType(signature.getReturnType());
    }

    /** `{ children: count }`, `render: (_, row) => row.count`. @param {import('estree').Property} property */
    function checkShownProperty(property) {
      if (property.computed || property.key.type !== 'Identifier') return;
      const { value } = property;
      if (property.key.name === 'render') {
        if ((value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression') && returnsNumber(value))
          context.report({ node: value, messageId: 'jsxNumber' });
      } else if (SHOWN_PROPERTIES.has(property.key.name) && isNumber(value)) {
        context.report({ node: value, messageId: 'jsxNumber' });
      }
    }

    /**
     * The numbers an expression shown in JSX turns into text on its own: those a template literal
     * embeds, `String(n)`, `n.toString()` and `'text' + n`, in either branch of `?:`, `&&`, `||`, `??`.
     * @param {import('estree').Node} node @returns {import('estree').Node[]}
     */
    function rawNumbersIn(node) {
      switch (node.type) {
        case 'TemplateLiteral':
          return node.expressions.filter(isNumber);
        case 'ConditionalExpression':
          return [...rawNumbersIn(node.consequent), ...rawNumbersIn(node.alternate)];
        case 'LogicalExpression':
          return [...rawNumbersIn(node.left), ...rawNumbersIn(node.right)];
        case 'BinaryExpression': {
          if (node.operator !== '+' || isNumber(node)) return [];
          const parts = [node.left, node.right].filter((part) => part.type !== 'PrivateIdentifier');
          return parts.flatMap((part) => (isNumber(part) ? [part] : rawNumbersIn(part)));
        }
        case 'CallExpression': {
          const {
            callee,
            arguments: [argument],
          } = node;
          if (callee.type === 'Identifier' && callee.name === 'String' && argument && isNumber(argument))
            return [argument];
          if (
            isMethodCall(node, 'toString') &&
            isNumber(/** @type {import('estree').MemberExpression} */ (callee).object)
          )
            return [/** @type {import('estree').MemberExpression} */ (callee).object];
          return [];
        }
        default:
          return [];
      }
    }

    /** @param {import('estree').Node} node */
    function checkShownText(node) {
      for (const number of rawNumbersIn(node))
        context.report({ node: number, messageId: 'rawNumber', data: { example: '{{n, number}}' } });
    }

    /** @param {string} source @param {import('estree').Node} node @param {boolean} typeOnly */
    function checkStatisticSource(source, node, typeOnly) {
      if (!statisticWrapper && !typeOnly && STATISTIC_MODULE.test(source))
        context.report({ node, messageId: 'statistic' });
    }

    /** `t('key', 'Default', { … })` or `i18n.t(…)`: the callee is named t. @param {import('estree').CallExpression} call */
    function isTranslateCall(call) {
      const { callee } = call;
      if (callee.type === 'Identifier') return callee.name === 't';
      return (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 't'
      );
    }

    /** @param {import('estree').Node | undefined} node @returns {string | undefined} */
    function literalText(node) {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
        return node.quasis[0]?.value.cooked ?? undefined;
      return undefined;
    }

    /** @param {import('estree').CallExpression} call */
    function checkTranslation(call) {
      const text = literalText(call.arguments[1]);
      const options = call.arguments[2];
      if (text === undefined || options?.type !== 'ObjectExpression') return;
      const shown = placeholdersOf(text);
      for (const property of options.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const name =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const unformatted = shown.find((p) => p.name === name && !NUMBER_FORMATS.test(p.format));
        if (!unformatted || !isNumber(property.value)) continue;
        const placeholder = unformatted.format ? `{{${name}, ${unformatted.format}}}` : `{{${name}}}`;
        context.report({
          node: property,
          messageId: 'placeholder',
          data: { name: String(name), placeholder, fixed: `{{${name}, number}}` },
        });
      }
    }

    return {
      JSXExpressionContainer(node) {
        const { parent } = /** @type {{ parent: { type: string, name?: { type: string, name: unknown } } }} */ (
          /** @type {unknown} */ (node)
        );
        const expression = /** @type {import('estree').Node} */ (
          /** @type {{ expression: unknown }} */ (node).expression
        );
        if (expression.type === /** @type {string} */ ('JSXEmptyExpression')) return;
        if (parent.type === 'JSXElement' || parent.type === 'JSXFragment') {
          if (isNumber(expression)) context.report({ node: expression, messageId: 'jsxNumber' });
          checkShownText(expression);
        } else if (parent.type === 'JSXAttribute') {
          const attribute = parent.name?.type === 'JSXIdentifier' ? String(parent.name.name) : '';
          if (!NOT_SHOWN_ATTRIBUTES.test(attribute)) checkShownText(expression);
        }
      },
      Property(node) {
        if (/** @type {{ parent?: { type: string } }} */ (node).parent?.type === 'ObjectExpression')
          checkShownProperty(node);
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'MemberExpression' && isMethodCall(node, RAW_FORMATTERS) && isNumber(callee.object))
          context.report({
            node,
            messageId: 'rawFormatter',
            data: { method: String(/** @type {{ name?: string }} */ (callee.property).name) },
          });
        if (isTranslateCall(node)) checkTranslation(node);
      },
      MemberExpression(node) {
        if (
          !formatterModule &&
          !node.computed &&
          node.object.type === 'Identifier' &&
          node.object.name === 'Intl' &&
          node.property.type === 'Identifier' &&
          node.property.name === 'NumberFormat'
        )
          context.report({ node, messageId: 'numberFormat' });
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const typeOnly = /** @type {{ importKind?: string }} */ (node).importKind === 'type';
        checkStatisticSource(source, node, typeOnly);
        if (source !== 'antd' || statisticWrapper || typeOnly) return;
        for (const specifier of node.specifiers) {
          const kind = /** @type {{ importKind?: string }} */ (specifier).importKind;
          if (specifier.type === 'ImportSpecifier' && kind !== 'type') {
            const imported =
              specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
            if (imported === 'Statistic') context.report({ node: specifier, messageId: 'statistic' });
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source)
          checkStatisticSource(
            String(node.source.value),
            node,
            /** @type {{ exportKind?: string }} */ (node).exportKind === 'type',
          );
      },
      ExportAllDeclaration(node) {
        checkStatisticSource(
          String(node.source.value),
          node,
          /** @type {{ exportKind?: string }} */ (node).exportKind === 'type',
        );
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') checkStatisticSource(String(node.source.value), node, false);
      },
    };
  },
};

/** The repository's own ESLint plugin (`beacon/…`). */
export const beaconPlugin = {
  meta: { name: 'beacon' },
  rules: { 'numbers-through-formatter': numbersThroughFormatter },
};

/** The console's UI source; tests, test helpers and the fake platform show no numbers to users. */
const UI_SOURCES = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'];
const NOT_UI = [
  '**/*.test.{ts,tsx}',
  '**/testSupport.{ts,tsx}',
  '**/*TestSupport.{ts,tsx}',
  'shared/src/testing/**',
  'shared/src/api/contract/**',
];

/** One config block for the root eslint.config.js. */
export const numbersConfig = {
  name: 'beacon/numbers-through-formatter',
  files: UI_SOURCES,
  ignores: NOT_UI,
  plugins: { beacon: beaconPlugin },
  rules: {
    'beacon/numbers-through-formatter': [
      'error',
      // The shell's share kit lists every antd module a build uses (the wrapper's Statistic too); it renders none.
      { statisticModules: [STATISTIC_WRAPPER_MODULE, 'shell/src/layout/antdKit.ts'] },
    ],
  },
};
