import assert from 'node:assert/strict';
import { type GuardedDialog, holdOpen } from './dialog-guard.ts';

class FakeDialog extends EventTarget implements GuardedDialog {
  open = true;
  attributes = new Map<string, string>();
  reopened = 0;
  showModal() {
    this.open = true;
    this.reopened++;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  /** What a browser does when it closes the dialog on its own. */
  closeByBrowser() {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  }
}

const escape = () => Object.assign(new Event('keydown', { cancelable: true }), { key: 'Escape' });

Deno.test('review prompt guard: every Escape is stopped before the browser sees it', () => {
  const dialog = new FakeDialog();
  const keys = new EventTarget();
  holdOpen(dialog, () => false, keys);
  for (let i = 0; i < 5; i++) {
    const press = escape();
    keys.dispatchEvent(press);
    assert.equal(press.defaultPrevented, true, `Escape ${i + 1}`);
  }
  const other = Object.assign(new Event('keydown', { cancelable: true }), { key: 'Tab' });
  keys.dispatchEvent(other);
  assert.equal(other.defaultPrevented, false);
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  assert.equal(cancel.defaultPrevented, true);
  assert.equal(dialog.attributes.get('closedby'), 'none');
});

Deno.test('review prompt guard: a close the prompt did not ask for reopens it; its own does not', () => {
  const dialog = new FakeDialog();
  let closing = false;
  const release = holdOpen(dialog, () => closing, new EventTarget());
  dialog.closeByBrowser();
  assert.equal(dialog.open, true);
  assert.equal(dialog.reopened, 1);
  closing = true;
  dialog.closeByBrowser();
  assert.equal(dialog.open, false);
  assert.equal(dialog.reopened, 1);
  // Released: nothing reopens or swallows any more.
  release();
  dialog.open = true;
  closing = false;
  dialog.closeByBrowser();
  assert.equal(dialog.open, false);
});

Deno.test('review prompt guard: Escape passes while the dialog is not open', () => {
  const dialog = new FakeDialog();
  dialog.open = false;
  const keys = new EventTarget();
  holdOpen(dialog, () => false, keys);
  const press = escape();
  keys.dispatchEvent(press);
  assert.equal(press.defaultPrevented, false);
});
