import { createContext, useContext } from 'react';
import type { RemoteDefinition } from '../remote-loading/loader.ts';

export interface ConsoleLinks {
  documentation: string;
  support: string;
  /** The product's hotspot scanner app (opened from Manage Hotspots; it links back with `?hotspot_id=`). */
  scannerApp: string;
  /**
   * The search dashboard's view of one hotspot (admin hotspot details, "Analytics and tools"): a URL
   * template where `{ap_id}`, `{from}` and `{to}` (ISO 8601, the last 15 days) are filled in. Empty: no link.
   */
  hotspotAnalytics: string;
}

/** The runtime configuration the shell fetches (no-cache) before its first render. */
export interface ConsoleConfig {
  consoleName: string;
  productName: string;
  apiBaseUrl: string;
  auth0: { domain: string; clientId: string; audience: string };
  links: ConsoleLinks;
  remotes: RemoteDefinition[];
  /** Where each page view is reported (`POST {visitor, path, title}`); null: not reported. */
  pageViewTracker: { url: string } | null;
  /**
   * The marketing-forms service whose embed script renders the request-an-account form on
   * /request_account: the script URL and the form it should render. null: the page says the form
   * is unavailable.
   */
  marketingForms: { scriptUrl: string; portalId: string; formId: string } | null;
  /**
   * Map tiles: an XYZ URL template (`https://tile.example.org/{z}/{x}/{y}.png`). null: no tile
   * layer; maps draw their markers on a plain background.
   */
  map: { tileUrl: string | null };
  /**
   * Host names of the production console (e.g. `console.beacon.example.com`). On these the Tago
   * integration is hidden (customer-console.md §6). Empty: shown everywhere.
   */
  productionHostnames: string[];
}

/** A complete config from defaults plus `overrides` (standalone remotes and tests). */
export function createConsoleConfig(overrides: Partial<ConsoleConfig> = {}): ConsoleConfig {
  return {
    consoleName: 'Beacon Console',
    productName: 'beacon',
    apiBaseUrl: '',
    auth0: { domain: '', clientId: '', audience: '' },
    links: { documentation: '', support: '', scannerApp: '', hotspotAnalytics: '' },
    remotes: [],
    pageViewTracker: null,
    marketingForms: null,
    map: { tileUrl: null },
    productionHostnames: [],
    ...overrides,
  };
}

export const ConsoleConfigContext = createContext<ConsoleConfig | null>(null);

export function useConsoleConfig(): ConsoleConfig {
  const config = useContext(ConsoleConfigContext);
  if (!config) throw new Error('useConsoleConfig must be used inside the shell (ConsoleConfigContext)');
  return config;
}
