import { describe, expect, it } from '@rstest/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));
const LINK = /\[[^\]]*\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A path in backticks that starts at a top-level folder of the repository: `mf-account/src/App.tsx`. */
const REPO_PATH = /`((?:shell|shared|platform-sim|e2e|docs|mf-[a-z]+|\.ci)\/[^`\s]*)`/g;

/**
 * The repository paths a page names in backticks. Patterns and placeholders (`e2e/tests/<area>/…`,
 * `mf-*`, `{en,de}`) and paths with a line or symbol (`file.ts:12`, `file.ts#name`) are read up to them.
 */
function namedPaths(text: string): string[] {
  return [...text.matchAll(REPO_PATH)]
    .map((m) => (m[1] ?? '').replace(/[:#].*$/, ''))
    .filter((path) => !/[<>*{}…]/.test(path));
}

/** The last paragraph or list of a Markdown page (blank-line separated). */
function lastBlock(text: string): string {
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks[blocks.length - 1] ?? '';
}

function relativeLinks(block: string): string[] {
  return [...block.matchAll(LINK)].map((m) => m[1] ?? '').filter((href) => !/^[a-z]+:/.test(href));
}

describe('docs/', () => {
  const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md'));

  it('has pages', () => {
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)('%s ends with Markdown links to its exemplar files, and they exist', (page) => {
    const text = readFileSync(join(DOCS, page), 'utf8');
    const links = relativeLinks(lastBlock(text));
    expect(links.length).toBeGreaterThan(0);
    const missing = links.filter((href) => !existsSync(resolve(dirname(join(DOCS, page)), href)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s links only to files that exist', (page) => {
    const text = readFileSync(join(DOCS, page), 'utf8');
    const missing = relativeLinks(text).filter((href) => !existsSync(resolve(DOCS, href)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s names only repository paths that exist', (page) => {
    const text = readFileSync(join(DOCS, page), 'utf8');
    const missing = namedPaths(text).filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });
});
