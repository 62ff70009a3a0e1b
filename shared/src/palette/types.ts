import type { TFunction } from 'i18next';
import type { AccountLevel } from '../api/contract/index.ts';
import type { SearchMatch } from '../api/contract/searchRanking.ts';
import type { AppDispatch } from '../api/store.ts';

/**
 * The command palette's registration API (issue 17): what a remote contributes (commands and search
 * providers) and what the shell's palette hands them. The shell knows no domain: every domain command
 * and every search comes from a remote's `./palette` module through `registerPalette`.
 */

/** Where a command is listed. */
export type PaletteSection = 'actions' | 'navigation';

/** What the palette knows about the signed-in user when it lists, checks and runs commands. */
export interface PaletteContext {
  /** The selected account; null while none is (no account search then). */
  accountId: string | null;
  /** The user's level in the selected account (0 owner … 40 installer); null without an account. */
  level: AccountLevel | null;
  /** Platform staff (the admin check); null while it is being checked. */
  platformAdmin: boolean | null;
  /** Goes to a console path (the shell's router); the palette closes first. */
  navigate: (path: string) => void;
  dispatch: AppDispatch;
}

/** A text that follows the language: called with `t` fixed to the entry's namespace. */
export type PaletteText = (t: TFunction) => string;

export interface PaletteCommand {
  /** Unique within its remote, e.g. `create-network`. */
  id: string;
  section: PaletteSection;
  /** `(t) => t('palette.create-network', 'Create network')`, in the entry's namespace. */
  title: PaletteText;
  /** More words it is found by (in any language: typed text matches title and keywords). */
  keywords?: readonly string[] | ((t: TFunction) => readonly string[]);
  /** Whether it is offered, by the same rule as its button (e.g. `ctx.level !== null && ctx.level <= 20`). Default: always. */
  allowed?: (ctx: PaletteContext) => boolean;
  /** Runs it; the palette has closed. Not called for a command with `children`. */
  run?: (ctx: PaletteContext) => void | Promise<void>;
  /**
   * A sub-list instead of an action (Switch account → the accounts): choosing it shows these. While
   * it is shown it is listed again whenever the API cache changes, so a sub-list read from the store
   * (a query's data, loading or error) follows its fetch.
   */
  children?: (ctx: PaletteContext) => PaletteCommand[];
}

/** A record a search found, as the palette lists it. */
export interface PaletteResult {
  /** `network`, `device`, `hotspot`, `group`, `account`, `tier` (the palette's group). */
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  /** `online`, `offline`, `unknown`, `suspended`, or null. */
  status: string | null;
  /** The network or group it belongs to, by name. */
  context: string | null;
  /** The console path it opens. */
  href: string;
  match: SearchMatch;
}

export interface PaletteSearchProvider {
  /** Unique within its remote, e.g. `devices`. */
  id: string;
  /** The result kinds it finds (the palette's groups). */
  kinds: readonly string[];
  /** Whether it searches for this user (staff-only searches, an account needed…). Default: always. */
  allowed?: (ctx: PaletteContext) => boolean;
  /** The results for `query` (trimmed, not empty); aborted when the user types on. */
  search: (query: string, ctx: PaletteContext, signal: AbortSignal) => Promise<PaletteResult[]>;
}

/** What one remote registers. */
export interface PaletteContribution {
  /** The i18next namespace its titles use (the remote's own, e.g. `networks`). */
  namespace: string;
  commands?: readonly PaletteCommand[];
  providers?: readonly PaletteSearchProvider[];
}

/** A registered contribution, with the remote that made it. */
export interface PaletteEntry extends PaletteContribution {
  remote: string;
}
