/**
 * An absolute URL that starts with http:// or https:// and has a host. The one rule for URLs users
 * enter or data carries (no zod here: remotes import it without the contract's schemas).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
