/**
 * For a menu entry chosen with Enter: antd's Menu calls `onClick` from the entry's keydown, and a
 * handler that moves the focus (back to the menu button, into a dialog) would have the key's keypress
 * land on what has the focus by then and press that too: the menu button opens the menu again, a
 * dialog's focused Cancel closes it. Ending the keydown here stops that keypress; a mouse or touch
 * choice is left alone.
 */
export function endKeyChoice(domEvent: { preventDefault(): void } | KeyboardEvent | MouseEvent): void {
  if ('key' in domEvent) domEvent.preventDefault();
}
