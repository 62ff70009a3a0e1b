// Finds the i18next keys used in a package's source, with their English defaults, so that the
// English resources can be generated from the code and checked for completeness, and checks that
// every translation (German) has exactly the English keys.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMESPACE = /useTranslation\(\s*'([^']+)'\s*\)/;
/**
 * A file that calls `registerPalette(remote, { namespace: 'x', … })`, or builds a `PaletteEntry` of its
 * own (the shell's commands): its palette titles (`(t) => t('key', 'Default')`) are in that namespace
 * (docs/remote-loading.md "Palette contributions"), though it has no `useTranslation`. The
 * contribution may be a constant declared before the call.
 */
const PALETTE_CALL = /\bregisterPalette\(|:\s*PaletteEntry\b/;
const PALETTE_NAMESPACE = /\bnamespace:\s*'([^']+)'/;

/** A helper that takes its caller's `t` says which namespace it is: `t: TFunction<'networks'>`. */
const TFUNCTION_NAMESPACE = /\bTFunction<\s*'([^']+)'/;

function namespaceOf(text) {
  return (
    NAMESPACE.exec(text)?.[1] ??
    (PALETTE_CALL.test(text) ? PALETTE_NAMESPACE.exec(text)?.[1] : undefined) ??
    TFUNCTION_NAMESPACE.exec(text)?.[1]
  );
}

/** The text without its comment lines (`//`, and `*` inside block comments), where examples of calls live. */
function withoutCommentLines(text) {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

const CALL = /\bt\(\s*'([^']+)'\s*,\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
/** `useLoadErrorToast(error, 'namespace:key', 'Default')` (@beacon/shared/ui): the key names its namespace. */
const LOAD_ERROR_TOAST =
  /\buseLoadErrorToast\(\s*[^,]+,\s*'([^':]+):([^']+)'\s*,\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

/** A default text as written in single or double quotes, without its escapes. */
function literal(single, double) {
  return single === undefined ? String(double).replace(/\\"/g, '"') : single.replace(/\\'/g, "'");
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every `t('key', 'Default')` call under `srcDir`, grouped by the namespace of its file: the one its
 * `useTranslation('x')` names, else the one its `registerPalette` call names.
 */
export function usedKeys(srcDir) {
  const byNamespace = {};
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, namespace, key, single, double] of text.matchAll(LOAD_ERROR_TOAST)) {
      (byNamespace[namespace] ??= {})[key] = literal(single, double);
    }
    const namespace = namespaceOf(text);
    if (!namespace) continue;
    for (const [, key, single, double] of withoutCommentLines(text).matchAll(CALL)) {
      (byNamespace[namespace] ??= {})[key] = literal(single, double);
    }
  }
  return byNamespace;
}

/**
 * Files under `srcDir` with `t('key', 'Default')` calls whose namespace the check cannot see: their
 * keys would be checked nowhere, so a missing translation would show English to German users.
 */
export function filesWithoutNamespace(srcDir) {
  return sourceFiles(srcDir).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return !namespaceOf(text) && [...withoutCommentLines(text).matchAll(CALL)].length > 0;
  });
}

function lookup(resources, key) {
  return key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), resources);
}

/** A key resolves to a string, or (used with `count`) has the plural forms `key_one` and `key_other`. */
function hasKey(resources, key) {
  if (typeof lookup(resources, key) === 'string') return true;
  return typeof lookup(resources, `${key}_one`) === 'string' && typeof lookup(resources, `${key}_other`) === 'string';
}

/** Keys used in code that the English resources of `namespace` lack. */
export function missingKeys(srcDir, namespace, resources) {
  const used = usedKeys(srcDir)[namespace] ?? {};
  return Object.keys(used).filter((key) => !hasKey(resources, key));
}

/** Every key of a nested resource tree, dotted (`network-list.title`, `dates.days-ago_one`), sorted. */
export function flatKeys(resources, prefix = '') {
  return Object.entries(resources ?? {})
    .flatMap(([name, value]) =>
      value && typeof value === 'object' ? flatKeys(value, `${prefix}${name}.`) : [`${prefix}${name}`],
    )
    .sort();
}

/** `{{name}}` or, with an i18next format, `{{name, number}}`: the name is what must match. */
const PLACEHOLDER = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

function placeholders(text) {
  return [...new Set([...String(text).matchAll(PLACEHOLDER)].map(([, name]) => name))].sort().join(',');
}

/** `{{name, format}}`: each name with its format (`number`, `number(maximumFractionDigits:1)`, or ''). */
const FORMATTED = /\{\{\s*([^},\s]+)\s*(?:,([^}]*))?\}\}/g;

function formatsOf(text) {
  const formats = new Map();
  for (const [, name, format = ''] of String(text).matchAll(FORMATTED)) {
    const written = format.replace(/\s+/g, '');
    formats.set(name, formats.has(name) ? `${formats.get(name)}|${written}` : written);
  }
  return formats;
}

/**
 * Whether two texts write a placeholder they share with other formats: `{{count, number}}` in one and
 * `{{count}}` in the other shows `1,000` in one language and `1000` in the other.
 */
export function formatsDiffer(text, other) {
  const theirs = formatsOf(other);
  return [...formatsOf(text)].some(([name, format]) => theirs.has(name) && theirs.get(name) !== format);
}

/**
 * How a translation differs from the English resources in its keys: `missing` (in English only),
 * `extra` (in the translation only), `placeholders` (keys whose `{{…}}` names differ) and `formats`
 * (keys that write a placeholder with another format: `{{n, number}}` against `{{n}}`). Plural
 * forms are keys like any other, so German needs the `_one` and `_other` that English has.
 */
export function translationMismatch(english, translation) {
  const englishKeys = flatKeys(english);
  const translatedKeys = flatKeys(translation);
  const inTranslation = new Set(translatedKeys);
  const inEnglish = new Set(englishKeys);
  return {
    missing: englishKeys.filter((key) => !inTranslation.has(key)),
    extra: translatedKeys.filter((key) => !inEnglish.has(key)),
    placeholders: englishKeys.filter(
      (key) => inTranslation.has(key) && placeholders(lookup(english, key)) !== placeholders(lookup(translation, key)),
    ),
    formats: englishKeys.filter(
      (key) => inTranslation.has(key) && formatsDiffer(lookup(english, key), lookup(translation, key)),
    ),
  };
}

/**
 * Keys whose English resource writes a placeholder with another format than the code's default text
 * (the resource is what is shown, so `{{count, number}}` in code must be so in English too). A plural
 * key is checked in each of its forms.
 */
export function formatMismatches(srcDir, namespace, resources) {
  const used = usedKeys(srcDir)[namespace] ?? {};
  return Object.entries(used)
    .filter(([key, text]) =>
      [key, `${key}_one`, `${key}_other`].some((form) => {
        const resource = lookup(resources, form);
        return typeof resource === 'string' && formatsDiffer(text, resource);
      }),
    )
    .map(([key]) => key);
}

/** Where a package keeps its resources: each `locales/en/<namespace>.json` under `srcDir`. */
function namespaceFiles(srcDir) {
  return readdirSync(srcDir).flatMap((name) => {
    const path = join(srcDir, name);
    if (!statSync(path).isDirectory() || name === 'node_modules') return [];
    if (name !== 'locales') return namespaceFiles(path);
    const englishDir = join(path, 'en');
    return readdirSync(englishDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ namespace: file.slice(0, -'.json'.length), localesDir: path }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Every problem with the resources of the package whose source is `srcDir`, one line each: keys the
 * code uses that English lacks, and German keys missing, extra or with other placeholders than English.
 */
export function localeProblems(srcDir, languages = ['de']) {
  const problems = filesWithoutNamespace(srcDir).map(
    (file) =>
      `${file} calls t('key', 'Default') without a namespace the check can see: use useTranslation('x') or type the t it takes as TFunction<'x'>`,
  );
  for (const { namespace, localesDir } of namespaceFiles(srcDir)) {
    const english = readJson(join(localesDir, 'en', `${namespace}.json`));
    const missingEnglish = missingKeys(srcDir, namespace, english);
    if (missingEnglish.length)
      problems.push(`en/${namespace}.json lacks keys used in code: ${missingEnglish.join(', ')}`);
    const otherFormats = formatMismatches(srcDir, namespace, english);
    if (otherFormats.length)
      problems.push(
        `en/${namespace}.json formats placeholders other than the code's default in: ${otherFormats.join(', ')}`,
      );
    for (const language of languages) {
      const file = `${language}/${namespace}.json`;
      const translation = readJson(join(localesDir, file));
      if (translation === undefined) {
        problems.push(`${file} is missing`);
        continue;
      }
      const { missing, extra, placeholders: changed, formats } = translationMismatch(english, translation);
      if (missing.length) problems.push(`${file} lacks keys: ${missing.join(', ')}`);
      if (extra.length) problems.push(`${file} has keys English does not: ${extra.join(', ')}`);
      if (changed.length) problems.push(`${file} has other placeholders than English in: ${changed.join(', ')}`);
      if (formats.length) problems.push(`${file} formats placeholders other than English in: ${formats.join(', ')}`);
    }
  }
  return problems;
}

/**
 * Writes the nested English resource file for `namespace` from the defaults in code. Plural forms
 * already in the file (`key_one`, `key_other`, used with `count`) are kept instead of the default.
 */
export function writeResources(srcDir, namespace, file) {
  const used = usedKeys(srcDir)[namespace] ?? {};
  let existing = {};
  try {
    existing = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A new file.
  }
  const tree = {};
  const put = (key, value) => {
    const parts = key.split('.');
    const last = parts.pop();
    let node = tree;
    for (const part of parts) node = node[part] ??= {};
    node[last] = value;
  };
  for (const key of Object.keys(used).sort()) {
    const one = lookup(existing, `${key}_one`);
    const other = lookup(existing, `${key}_other`);
    if (typeof one === 'string' && typeof other === 'string') {
      put(`${key}_one`, one);
      put(`${key}_other`, other);
    } else {
      put(key, used[key]);
    }
  }
  writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}

// `node i18n-keys.mjs <srcDir> <namespace> <en file>` writes the English file;
// `node i18n-keys.mjs --check <srcDir>` lists the problems and exits 1 when there are any.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [, , first, ...rest] = process.argv;
  if (first === '--check') {
    const problems = localeProblems(rest[0]);
    problems.forEach((problem) => console.error(problem));
    process.exitCode = problems.length ? 1 : 0;
  } else {
    const [namespace, file] = rest;
    writeResources(first, namespace, file);
  }
}
