import { renderRoute } from '@beacon/shared/testing';
import { describe, expect, it } from '@rstest/core';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useDialogSwitch } from './useDialogSwitch.ts';

/** A tab with one dialog: its state and the URL's query, as text. */
function Tab({ allowed }: { allowed: boolean }) {
  const dialog = useDialogSwitch(allowed);
  const { search } = useLocation();
  return (
    <>
      <p>{dialog.open ? 'dialog open' : 'dialog closed'}</p>
      <p>{`query: ${search}`}</p>
      <button type="button" onClick={dialog.show}>
        Show
      </button>
      <button type="button" onClick={dialog.close}>
        Close
      </button>
    </>
  );
}

describe('useDialogSwitch', () => {
  it('opens the dialog from ?create=1 and removes only that parameter when it closes', async () => {
    await renderRoute(<Tab allowed />, { url: '/account/invites?account=acme&create=1' });
    expect(screen.getByText('dialog open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(screen.getByText('query: ?account=acme')).toBeTruthy();
  });

  it('does not open from the URL when the button is not allowed', async () => {
    await renderRoute(<Tab allowed={false} />, { url: '/account/invites?create=1' });
    expect(screen.getByText('dialog closed')).toBeTruthy();
  });

  it('opens and closes by the button without touching the URL', async () => {
    await renderRoute(<Tab allowed />, { url: '/account/invites?account=acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('dialog open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('dialog closed')).toBeTruthy();
    expect(screen.getByText('query: ?account=acme')).toBeTruthy();
  });
});
