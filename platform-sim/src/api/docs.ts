/** A readable, self-contained HTML reference generated from the OpenAPI document. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function obj(value: Json | undefined): JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function permissionText(value: Json | undefined): string {
  if (typeof value === 'string') return value;
  const p = obj(value);
  if (typeof p.maxLevel === 'number') {
    const when = obj(p.when);
    return typeof when.bodyHas === 'string'
      ? `level ≤ ${p.maxLevel} when the body has ${when.bodyHas}, otherwise member`
      : `level ≤ ${p.maxLevel}`;
  }
  return JSON.stringify(value ?? null);
}

function schemaText(schema: Json | undefined): string {
  const s = obj(schema);
  if (typeof s.$ref === 'string') return s.$ref.replace('#/components/schemas/', '');
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (typeof s.type === 'string') return s.type;
  return 'any';
}

interface Operation {
  method: string;
  path: string;
  op: JsonObject;
}

export function renderDocs(document: JsonObject): string {
  const info = obj(document.info);
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(obj(document.paths))) {
    for (const [method, raw] of Object.entries(obj(item))) {
      const op = obj(raw);
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other';
      const list = byTag.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, op });
      byTag.set(tag, list);
    }
  }
  const sections: string[] = [];
  const toc: string[] = [];
  for (const [tag, ops] of byTag) {
    const id = `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    toc.push(`<li><a href="#${escapeHtml(id)}">${escapeHtml(tag)}</a> (${ops.length})</li>`);
    ops.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    const items = ops.map(({ method, path, op }) => {
      const params = Array.isArray(op.parameters) ? op.parameters.map(obj) : [];
      const rows = params
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${
              p.required === true ? 'yes' : 'no'
            }</td><td>${escapeHtml(schemaText(p.schema))}</td></tr>`,
        )
        .join('');
      const body = obj(obj(obj(obj(op.requestBody).content)['application/json']).schema);
      const bodyFields = Object.keys(obj(body.properties));
      const success = Object.keys(obj(op.responses)).find((s) => s.startsWith('2')) ?? '';
      return `<article id="${escapeHtml(op.operationId)}">
<h3><span class="m m-${escapeHtml(method.toLowerCase())}">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>
${typeof op.description === 'string' ? `<p class="d">${escapeHtml(op.description)}</p>` : ''}
<dl><dt>Operation</dt><dd><code>${escapeHtml(op.operationId)}</code></dd>
<dt>Permission</dt><dd>${escapeHtml(permissionText(op['x-permission']))}</dd>
<dt>Success</dt><dd>${escapeHtml(success)}</dd>
${bodyFields.length > 0 ? `<dt>Body</dt><dd>${bodyFields.map((f) => `<code>${escapeHtml(f)}</code>`).join(', ')}</dd>` : ''}</dl>
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
</article>`;
    });
    sections.push(`<section id="${escapeHtml(id)}"><h2>${escapeHtml(tag)}</h2>${items.join('\n')}</section>`);
  }
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : '');
  const title = `${text(info.title) || 'API'} ${text(info.version)}`.trim();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 2rem;color:#1f1f1f}
code{font-family:ui-monospace,monospace;font-size:.92em}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h3{font-size:1rem;margin:.4rem 0}.m{display:inline-block;min-width:4.5em;font-weight:700}
.m-get{color:#0b6e2f}.m-post{color:#0645ad}.m-delete{color:#a11}
dl{display:grid;grid-template-columns:8em 1fr;margin:.3rem 0}dt{font-weight:600}dd{margin:0}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left}
.d{color:#555}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text(info.description))}</p>
<p>Machine-readable document: <a href="/openapi.json">/openapi.json</a>. Every call needs <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<nav><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}
</body></html>`;
}
