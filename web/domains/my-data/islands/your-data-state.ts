// The "Your data" section's logic, pure so it is tested without a browser: what the export's
// state says and whether one may ask, and the close-account dialog's steps (the password, then
// the second factor's code when the server asks for it).
import type { ExportStatus } from '../model.ts';
import type { MyDataMessageKey } from '../messages.ts';

/** The sentence under "Download my data" for the newest request; null when there is none. */
export function exportStatusKey(status: ExportStatus): MyDataMessageKey | null {
  switch (status.state) {
    case 'none':
      return null;
    case 'pending':
      return 'pending';
    case 'ready':
      return 'ready';
    case 'failed':
      return 'failed';
    case 'used':
      return 'used';
    case 'expired':
      return 'expired';
  }
}

/** One export is built at a time: the button waits while one is pending. */
export const canRequestExport = (status: ExportStatus) => status.state !== 'pending';

export type CloseForm = {
  password: string;
  code: string;
  /** The server said the account has a second factor: its code is asked too. */
  needsCode: boolean;
  busy: boolean;
  errors: { password?: string; code?: string; general?: string };
};

export const initialCloseForm = (): CloseForm => ({
  password: '',
  code: '',
  needsCode: false,
  busy: false,
  errors: {},
});

/**
 * Checks the form before it is sent: catalog keys for what is missing, or null to send. The
 * password is never trimmed (a space may be part of it); the code is.
 */
export function closeFormErrors(form: CloseForm): CloseForm['errors'] | null {
  const errors: CloseForm['errors'] = {};
  if (!form.password) errors.password = 'passwordRequired';
  if (form.needsCode && !form.code.trim()) errors.code = 'codeRequired';
  return Object.keys(errors).length ? errors : null;
}

/** The payload of POST /api/my-data/close. */
export function closePayload(form: CloseForm): { password: string; code?: string } {
  return form.needsCode ? { password: form.password, code: form.code.trim() } : {
    password: form.password,
  };
}

/**
 * The form after a refused answer: the server's field errors (already in the person's words);
 * an error on `code` means the account has a second factor, so its field appears.
 */
export function afterRefusal(form: CloseForm, errors: Record<string, string>): CloseForm {
  const known = new Set(['password', 'code']);
  const general = errors.general ??
    Object.entries(errors).find(([field]) => !known.has(field))?.[1];
  return {
    ...form,
    busy: false,
    needsCode: form.needsCode || 'code' in errors,
    errors: { password: errors.password, code: errors.code, general },
  };
}

/** The file name the server gave the download (Content-Disposition), or a plain default. */
export function downloadName(contentDisposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? '');
  return match?.[1] ?? 'tendwell-my-data.zip';
}
