/**
 * The route-to-file index of docs/structure.md (issue 27): for every page address, the remote that
 * serves it, the feature folder and the screen file, read from the five route tables (each remote's
 * `src/App.tsx`) and the registry (`remotes.json`). routeIndex.test.ts keeps the table in the docs equal
 * to what this reads.
 *
 * A route table is read as code, with the TypeScript parser, the way the house writes it (docs/structure.md
 * "Feature folders"): screens are `const X = retryableLazy(() => import('./features/<f>/<File>.tsx'))`, or the
 * keys of `const Screens = lazyExports({ X: () => import('./features/<f>/<File>.tsx') })` (used as `Screens.X`); a
 * route's `element` is `<X />`, a wrapper component that renders `<X …/>` or a `RemoteComponent`, or a
 * constant holding such an element; `children` name nested route arrays. A base path with a splat gets
 * the remote's root route array (the one no other array names as children); one without is a single page:
 * the entry of an object keyed by that path (or its `@beacon/shared` path constant), else the root's index.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface RouteIndexRow {
  /** The page address, with `:params`. */
  path: string;
  remote: string;
  /** `mf-x/src/features/<feature>` of the screen's file. */
  feature: string;
  /** The screen's file from the repository root (another remote's exposed module: its file there). */
  screen: string;
  /** The screen is a layout around the child routes (the network page around its tabs). */
  layout?: true;
}

interface RemoteLayout {
  name: string;
  basePaths: string[];
}

/** What a route element stands for: a screen file, another remote's exposed module, or nothing to index. */
type Target = { file: string } | { remote: string; expose: string } | undefined;

interface Route {
  path: string | undefined;
  index: boolean;
  element: ts.Expression | undefined;
  children: Route[];
}

/** Reads one App.tsx: its lazy screens, wrapper components, element constants, route arrays and page maps. */
class RouteTable {
  readonly #remote: string;
  readonly #lazies = new Map<string, string>();
  readonly #wrappers = new Map<string, ts.Node>();
  readonly #constants = new Map<string, ts.Expression>();
  readonly #arrays = new Map<string, ts.ArrayLiteralExpression>();
  readonly #pageMaps: ts.ObjectLiteralExpression[] = [];

  constructor(root: string, remote: string) {
    this.#remote = remote;
    const file = join(root, remote, 'src/App.tsx');
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
        this.#wrappers.set(statement.name.text, statement.body);
      }
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
        const name = declaration.name.text;
        const init = declaration.initializer;
        const imported = lazyImport(init);
        const exported = lazyExportImports(init);
        if (imported !== undefined) this.#lazies.set(name, join(remote, 'src', imported));
        else if (exported !== undefined) {
          for (const [key, path] of exported) this.#lazies.set(`${name}.${key}`, join(remote, 'src', path));
        } else if (ts.isArrayLiteralExpression(init)) this.#arrays.set(name, init);
        else if (ts.isObjectLiteralExpression(init)) this.#pageMaps.push(init);
        else if (ts.isArrowFunction(init)) this.#wrappers.set(name, init.body);
        else this.#constants.set(name, init);
      }
    }
  }

  /** The route array no other array names as children: the remote's tree. */
  root(): Route[] {
    const named = new Set<string>();
    for (const array of this.#arrays.values()) {
      array.forEachChild(function visit(node) {
        if (ts.isPropertyAssignment(node) && propertyName(node) === 'children' && ts.isIdentifier(node.initializer)) {
          named.add(node.initializer.text);
        }
        node.forEachChild(visit);
      });
    }
    const roots = [...this.#arrays.entries()].filter(([name]) => !named.has(name));
    if (roots.length !== 1) {
      throw new Error(`${this.#remote}/src/App.tsx: expected one root route array, found ${roots.length}`);
    }
    return this.#routes((roots[0] as [string, ts.ArrayLiteralExpression])[1]);
  }

  /** The page of a base path without a splat, from an object keyed by the path (or a path constant). */
  singlePage(basePath: string, pathConstants: Readonly<Record<string, unknown>>): ts.Expression | undefined {
    for (const map of this.#pageMaps) {
      for (const property of map.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = property.name;
        const value =
          ts.isComputedPropertyName(key) && ts.isIdentifier(key.expression)
            ? pathConstants[key.expression.text]
            : ts.isStringLiteral(key)
              ? key.text
              : undefined;
        if (value === basePath) return property.initializer;
      }
    }
    return undefined;
  }

  #routes(array: ts.ArrayLiteralExpression): Route[] {
    return array.elements.filter(ts.isObjectLiteralExpression).map((object) => {
      const route: Route = { path: undefined, index: false, element: undefined, children: [] };
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = propertyName(property);
        const value = property.initializer;
        if (name === 'path' && ts.isStringLiteral(value)) route.path = value.text;
        if (name === 'index') route.index = value.kind === ts.SyntaxKind.TrueKeyword;
        if (name === 'element') route.element = value;
        if (name === 'children') {
          const children = ts.isIdentifier(value) ? this.#arrays.get(value.text) : value;
          if (children !== undefined && ts.isArrayLiteralExpression(children)) route.children = this.#routes(children);
        }
      }
      return route;
    });
  }

  /** What an element expression shows, following constants, wrappers and a lazy's `.then` pick. */
  target(element: ts.Expression | undefined, seen = new Set<string>()): Target {
    if (element === undefined) return undefined;
    const name = dottedName(element);
    if (name !== undefined) {
      if (seen.has(name)) return undefined;
      seen.add(name);
      const lazy = this.#lazies.get(name);
      if (lazy !== undefined) return { file: lazy };
      const constant = this.#constants.get(name);
      if (constant !== undefined) return this.target(constant, seen);
      const wrapper = this.#wrappers.get(name);
      return wrapper === undefined ? undefined : this.#firstTarget(wrapper, seen);
    }
    if (ts.isParenthesizedExpression(element)) return this.target(element.expression, seen);
    const tag = jsxTag(element);
    if (tag === undefined) return undefined;
    if (dottedName(tag.name) === 'RemoteComponent') {
      const remote = stringAttribute(tag.attributes, 'remote');
      const expose = stringAttribute(tag.attributes, 'expose');
      return remote && expose ? { remote, expose } : undefined;
    }
    return this.target(tag.name, seen);
  }

  /** The first element in a wrapper's body that shows a screen. */
  #firstTarget(body: ts.Node, seen: Set<string>): Target {
    let found: Target;
    const visit = (node: ts.Node): void => {
      if (found !== undefined) return;
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxElement(node)) found = this.target(node, seen);
      if (found === undefined) node.forEachChild(visit);
    };
    visit(body);
    return found;
  }
}

/** `retryableLazy(() => import('./x.tsx'))` (with or without `.then(…)`): the imported path. */
function lazyImport(init: ts.Expression): string | undefined {
  if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'retryableLazy') {
    return undefined;
  }
  return importedPath(init);
}

/** `lazyExports({ Page: () => import('./x.tsx'), … })`: each key with its imported path. */
function lazyExportImports(init: ts.Expression): [string, string][] | undefined {
  if (!ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'lazyExports') {
    return undefined;
  }
  const loads = init.arguments[0];
  if (loads === undefined || !ts.isObjectLiteralExpression(loads)) return undefined;
  return loads.properties.filter(ts.isPropertyAssignment).flatMap((property): [string, string][] => {
    const key = propertyName(property);
    const path = importedPath(property.initializer);
    return key === undefined || path === undefined ? [] : [[key, path]];
  });
}

/** The path of the first `import('…')` inside `node`. */
function importedPath(node: ts.Node): string | undefined {
  let imported: string | undefined;
  node.forEachChild(function visit(child) {
    if (
      imported === undefined &&
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] !== undefined &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      imported = child.arguments[0].text;
    }
    child.forEachChild(visit);
  });
  return imported;
}

/** `Name` or `Screens.Name`: the name an element or JSX tag refers to. */
function dottedName(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    return `${node.expression.text}.${node.name.text}`;
  }
  return undefined;
}

function propertyName(property: ts.PropertyAssignment): string | undefined {
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
}

function jsxTag(node: ts.Node): { name: ts.Expression; attributes: ts.JsxAttributes } | undefined {
  const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : undefined;
  if (opening === undefined || dottedName(opening.tagName) === undefined) return undefined;
  return { name: opening.tagName as ts.Expression, attributes: opening.attributes };
}

function stringAttribute(attributes: ts.JsxAttributes, name: string): string | undefined {
  for (const attribute of attributes.properties) {
    if (ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) && attribute.name.text === name) {
      const value = attribute.initializer;
      if (value !== undefined && ts.isStringLiteral(value)) return value.text;
    }
  }
  return undefined;
}

function joinPath(base: string, path: string): string {
  if (path === '') return base;
  return base.endsWith('/') ? `${base}${path}` : `${base}/${path}`;
}

/** The file another remote exposes as `expose`, from that remote's rsbuild.config.ts (`'./Name': './src/…'`). */
function exposedFile(root: string, remote: string, expose: string): string | undefined {
  const config = readFileSync(join(root, remote, 'rsbuild.config.ts'), 'utf8');
  const escaped = expose.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = new RegExp(`'${escaped}':\\s*'\\./([^']+)'`).exec(config)?.[1];
  return found === undefined ? undefined : `${remote}/${found}`;
}

function row(root: string, path: string, remote: string, target: Target): RouteIndexRow | undefined {
  if (target === undefined) return undefined;
  if ('remote' in target) {
    const file = exposedFile(root, target.remote, target.expose);
    if (file === undefined) throw new Error(`${target.remote} exposes no ${target.expose}`);
    target = { file };
  }
  const feature = /^(mf-[^/]+\/src\/features\/[^/]+)\//.exec(target.file)?.[1] ?? '';
  return { path, remote, feature, screen: target.file };
}

/**
 * Every page address of the console with its remote, feature folder and screen file, in registry order.
 * `pathConstants` are `@beacon/shared`'s exports, for page maps keyed by a path constant.
 */
export function routeIndex(
  root: string,
  remotes: readonly RemoteLayout[],
  pathConstants: Readonly<Record<string, unknown>>,
): RouteIndexRow[] {
  const rows: RouteIndexRow[] = [];
  for (const { name, basePaths } of remotes) {
    const table = new RouteTable(root, name);
    const tree = table.root();
    for (const basePath of basePaths) {
      if (!basePath.endsWith('*')) {
        const element = table.singlePage(basePath, pathConstants) ?? tree.find((r) => r.index)?.element;
        const found = row(root, basePath, name, table.target(element));
        if (found && !rows.some((r) => r.path === found.path && r.screen === found.screen)) rows.push(found);
        continue;
      }
      const walk = (routes: Route[], prefix: string): void => {
        for (const route of routes) {
          if (route.path === '*') continue;
          const path = route.index ? prefix : joinPath(prefix, route.path ?? '');
          const found = row(root, path, name, table.target(route.element));
          if (found && route.children.length > 0) found.layout = true;
          if (found && !rows.some((r) => r.path === found.path && r.screen === found.screen)) rows.push(found);
          walk(route.children, path);
        }
      };
      walk(tree, basePath.replace(/\/?\*$/, '') || '/');
    }
  }
  return rows;
}

/** The index as a Markdown table, the screen files linked relative to docs/. */
export function routeIndexMarkdown(rows: readonly RouteIndexRow[]): string {
  const lines = ['| Path | Remote | Feature folder | Screen |', '| --- | --- | --- | --- |'];
  for (const { path, remote, feature, screen, layout } of rows) {
    const shown =
      `[${screen.split('/').pop() ?? screen}](../${screen})` +
      (screen.startsWith(`${remote}/`) ? '' : ` (exposed by ${screen.split('/')[0] ?? ''})`) +
      (layout ? ' (layout of the rows below)' : '');
    lines.push(
      `| \`${path}\` | ${remote} | ${feature ? `\`${feature.split('/').slice(3).join('/')}\`` : ''} | ${shown} |`,
    );
  }
  return lines.join('\n');
}
