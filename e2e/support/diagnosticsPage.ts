import type { Locator, Page } from '@playwright/test';
import type { RemoteName } from './constants.ts';

/** Column order of the remotes table on /diagnostics. */
const REMOTE_COLUMNS = ['Remote', 'Manifest URL', 'Build version', 'State', 'Load time', 'React instance'] as const;
type RemoteColumn = (typeof REMOTE_COLUMNS)[number];

/** The diagnostics page: one row per remote, then the shared libraries. */
export class DiagnosticsPage {
  constructor(readonly page: Page) {}

  row(remote: RemoteName): Locator {
    return this.page.locator(`tr[data-remote="${remote}"]`);
  }

  cell(remote: RemoteName, column: RemoteColumn): Locator {
    return this.row(remote).locator('td').nth(REMOTE_COLUMNS.indexOf(column));
  }

  /** The state tag: "not loaded", "loading", "loaded", "failed" or "disabled". */
  state(remote: RemoteName): Locator {
    return this.cell(remote, 'State').locator('.ant-tag');
  }

  /** The "<lifecycle> · <cause> · <script>" text shown next to a failed state. */
  failure(remote: RemoteName): Locator {
    return this.cell(remote, 'State').locator('.ant-typography');
  }

  buildVersion(remote: RemoteName): Locator {
    return this.cell(remote, 'Build version');
  }

  manifestUrl(remote: RemoteName): Locator {
    return this.cell(remote, 'Manifest URL');
  }

  reactInstance(remote: RemoteName): Locator {
    return this.cell(remote, 'React instance');
  }

  /** The "Loaded copies" tag of a shared library; carries `data-copies`. */
  libraryCopies(library: string): Locator {
    return this.page.locator(`tr[data-library="${library}"] [data-copies]`);
  }
}
