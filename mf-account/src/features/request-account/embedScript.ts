/**
 * The marketing-forms embed (runtime config `marketingForms`): a script that defines
 * `window.BeaconForms.create({ portalId, formId, target, onSubmitted })`, which renders the form
 * into `target` (like HubSpot's `hbspt.forms.create`).
 */
export interface EmbedCreateOptions {
  portalId: string;
  formId: string;
  target: HTMLElement;
  onSubmitted?: (submission: { id: string }) => void;
}

export interface EmbedHandle {
  destroy(): void;
}

export interface BeaconFormsApi {
  create(options: EmbedCreateOptions): EmbedHandle | undefined;
}

/** How long the script may take before the page says it could not be loaded. */
export const EMBED_LOAD_TIMEOUT_MS = 30_000;

/** The embed's API once its script has run; `undefined` when it is missing or not callable. */
export function embedApi(): BeaconFormsApi | undefined {
  const candidate = (window as { BeaconForms?: Partial<BeaconFormsApi> }).BeaconForms;
  return typeof candidate?.create === 'function' ? (candidate as BeaconFormsApi) : undefined;
}

const loads = new Map<string, Promise<void>>();

/**
 * Adds the embed script to the document once per URL and resolves when it has run. A failed or
 * timed-out load removes its script element and is forgotten, so a retry adds a fresh one.
 */
export function loadEmbedScript(url: string, timeoutMs = EMBED_LOAD_TIMEOUT_MS): Promise<void> {
  const existing = loads.get(url);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(url);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail(`Timed out loading ${url}`), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(`Could not load ${url}`));
    script.src = url;
    script.async = true;
    script.dataset.marketingForms = '';
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}
