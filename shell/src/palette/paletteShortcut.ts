/** A field the user types in: "/" there is text, not the palette's shortcut. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** ⌘K or Ctrl+K anywhere, or "/" outside a text field (issue 17). */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.metaKey || event.ctrlKey) return !event.shiftKey && event.key.toLowerCase() === 'k';
  return event.key === '/' && !isTextField(event.target);
}

/** The shortcut as this platform writes it, for the top-bar button. */
export function shortcutHint(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
