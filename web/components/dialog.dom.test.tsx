// The shared Dialog as a person meets it: labelled by its title, Escape closes it only where the
// spec allows, the close button closes it and hands focus back to what opened it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, type DialogDismiss } from './dialog.tsx';

afterEach(cleanup);

function Harness({ dismiss, onClose }: { dismiss?: DialogDismiss; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type='button' onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title='Edit your bio'
        description='Tell families about yourself.'
        closeLabel='Close'
        dismiss={dismiss}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label='Bio' />
        <button type='button' onClick={() => setOpen(false)}>Save</button>
      </Dialog>
    </>
  );
}

function escape(dialog: HTMLElement) {
  // What a browser does on Escape: a cancelable `cancel`, then close() unless it was refused.
  const cancel = new Event('cancel', { cancelable: true });
  const key = fireEvent.keyDown(dialog, { key: 'Escape' });
  if (key && dialog.dispatchEvent(cancel)) (dialog as HTMLDialogElement).close();
}

describe('Dialog', () => {
  it('is labelled and described by its title and sentence', async () => {
    render(<Harness onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit your bio' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Tell families about yourself.').id,
    );
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('closes on Escape by default and calls onClose once', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    escape(dialog);
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses Escape when only its buttons may close it, and the close button still works', async () => {
    const onClose = vi.fn();
    render(<Harness dismiss='buttons' onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    escape(dialog);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('has no close button when nothing but the island may close it', async () => {
    render(<Harness dismiss='never' onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    escape(dialog);
    expect(dialog.open).toBe(true);
  });

  it('closing from the island does not call onClose, and renders no children while closed', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Bio')).toBeNull();
  });

  it("gives focus to a child's autoFocus once it is open", async () => {
    function Focused() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type='button' onClick={() => setOpen(true)}>Open</button>
          <Dialog open={open} title='Sign in' closeLabel='Close' onClose={() => setOpen(false)}>
            <input aria-label='Email' autoFocus />
          </Dialog>
        </>
      );
    }
    render(<Focused />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('closes on a press beside it only when asked to', () => {
    function Light({ closeOnBackdrop }: { closeOnBackdrop: boolean }) {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          title='Menu'
          closeOnBackdrop={closeOnBackdrop}
          onClose={() => setOpen(false)}
        >
          <p>Links</p>
        </Dialog>
      );
    }
    const { unmount } = render(<Light closeOnBackdrop={false} />);
    let dialog = screen.getByRole('dialog') as HTMLDialogElement;
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);
    fireEvent.click(screen.getByText('Links'));
    expect(dialog.open).toBe(true);
    unmount();
    render(<Light closeOnBackdrop />);
    dialog = screen.getByRole('dialog') as HTMLDialogElement;
    fireEvent.click(screen.getByText('Links'));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});
