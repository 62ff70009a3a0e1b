// Finds the i18next keys used in a package's source, with their English defaults, so that the
// English resources can be generated from the code and checked for completeness.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMESPACE = /useTranslation\(\s*'([^']+)'\s*\)/;
const CALL = /\bt\(\s*'([^']+)'\s*,\s*'((?:[^'\\]|\\.)*)'/g;
/** `useLoadErrorToast(error, 'namespace:key', 'Default')` (@beacon/shared/ui): the key names its namespace. */
const LOAD_ERROR_TOAST = /\buseLoadErrorToast\(\s*[^,]+,\s*'([^':]+):([^']+)'\s*,\s*'((?:[^'\\]|\\.)*)'/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `t('key', 'Default')` call under `srcDir`, grouped by the namespace of its file. */
export function usedKeys(srcDir) {
  const byNamespace = {};
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, namespace, key, english] of text.matchAll(LOAD_ERROR_TOAST)) {
      (byNamespace[namespace] ??= {})[key] = english.replace(/\\'/g, "'");
    }
    const namespace = NAMESPACE.exec(text)?.[1];
    if (!namespace) continue;
    for (const [, key, english] of text.matchAll(CALL)) {
      (byNamespace[namespace] ??= {})[key] = english.replace(/\\'/g, "'");
    }
  }
  return byNamespace;
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

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [, , srcDir, namespace, file] = process.argv;
  writeResources(srcDir, namespace, file);
}
