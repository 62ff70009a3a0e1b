/**
 * The Content-Security-Policy nonce for <style> elements. The static host (shared/build/serve.mjs,
 * or a CDN following docs/deploy.md) makes a new one for every response of the shell's HTML, puts it
 * into the CSP (`style-src 'nonce-…'`) and into the page as `<meta name="csp-nonce" content="…">`.
 * Without it (the dev server sends no CSP) there is no nonce and nothing needs one.
 */
export function cspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return meta?.content ? meta.content : undefined;
}

let installed = false;

/**
 * Gives every <style> element that script creates the nonce, before it is inserted. antd gets the
 * nonce through its ConfigProvider (`csp`, see WithAntd), but other injectors cannot be told about
 * it: rc-util's scroll locker (antd modals and drawers), its scroll-bar measurement (tables) and any
 * a remote brings. Styles in the HTML markup itself (an injection) still get no nonce and stay blocked.
 */
export function nonceScriptCreatedStyles(nonce: string | undefined): void {
  if (!nonce || installed) return;
  installed = true;
  const prototype = Document.prototype;
  const create = Object.getOwnPropertyDescriptor(prototype, 'createElement')?.value as (
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  Object.defineProperty(prototype, 'createElement', {
    configurable: true,
    writable: true,
    value: function createElement(this: Document, tagName: string, options?: ElementCreationOptions): HTMLElement {
      const element = create.call(this, tagName, options);
      if (element instanceof HTMLStyleElement) element.nonce = nonce;
      return element;
    },
  });
}
