import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../support/render-shop';
import { GenericModalOnDemand } from '@/components/global/generic-modal-on-demand';
import { useUi } from '@/stores/ui-store';

/** What opens the modal in the shop (a lost session, a refused change): here, a button. */
function Opener() {
  const showModal = useUi((s) => s.showModal);
  return (
    <button type="button" onClick={() => showModal({ title: 'Session ended', body: 'Please log in again.' })}>
      Open
    </button>
  );
}

describe('the generic modal', () => {
  it('is not on the page until something opens it, then shows its message and closes again', async () => {
    renderShop(
      <>
        <Opener />
        <GenericModalOnDemand />
      </>,
    );
    expect(document.querySelector('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session ended' });
    expect(dialog).toHaveTextContent('Please log in again.');

    // Its Close button submits a dialog form, which jsdom does not do: the dialog closes as the browser would then.
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
