import { describe, expect, it } from '@rstest/core';
import { endKeyChoice } from './menuChoice.ts';

describe('endKeyChoice', () => {
  it('ends the keydown that chose an entry, so its keypress presses nothing else', () => {
    const keydown = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    endKeyChoice(keydown);
    expect(keydown.defaultPrevented).toBe(true);
  });

  it('leaves a click alone', () => {
    const click = new MouseEvent('click', { cancelable: true });
    endKeyChoice(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
