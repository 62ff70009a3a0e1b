/**
 * The URL switch that opens a tab's main dialog (`/account/invites?create=1`, `/account/apitokens?create=1`):
 * the command palette's Invite member and Create API token go there. The tab removes it when the
 * dialog closes. No imports: the palette module (src/palette.ts) uses it too and stays small.
 */
export const OPEN_DIALOG_PARAM = 'create';

/** `path` with the switch that opens its dialog. */
export function withOpenDialog(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${OPEN_DIALOG_PARAM}=1`;
}
