// "Your data" on /profile (issue 22 point 5): download a copy of everything we hold (built by the
// worker, link by email) and close the account (password, and the second factor's code when the
// account has one). Placed by name on every kind of profile page. Logic: your-data-state.ts.
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { richSentence } from '../../../shared/rich-sentence.tsx';
import { myDataMessages } from '../messages.ts';
import type { ExportStatus } from '../model.ts';
import {
  afterRefusal,
  canRequestExport,
  type CloseForm,
  closeFormErrors,
  closePayload,
  exportStatusKey,
  initialCloseForm,
} from './your-data-state.ts';

export type YourDataProps = Record<string, never>;

export default function YourData(_props: YourDataProps) {
  const t = useT(myDataMessages);
  const locale = useLocale();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<ExportStatus>({ state: 'none' });
  const [asking, setAsking] = useState(false);
  const [exportError, setExportError] = useState('');
  const [form, setForm] = useState<CloseForm>(initialCloseForm);

  useEffect(() => {
    void api<ExportStatus>('GET', '/api/my-data/export').then((res) => {
      if (res.ok) setStatus(res.data);
    });
  }, []);

  const askForExport = async () => {
    setAsking(true);
    setExportError('');
    const res = await api<ExportStatus>('POST', '/api/my-data/export');
    setAsking(false);
    if (res.ok) setStatus(res.data);
    else setExportError(res.errors.general ?? Object.values(res.errors)[0] ?? '');
  };

  const openClose = () => {
    setForm(initialCloseForm());
    setConfirming(true);
  };

  const confirmClose = async () => {
    const errors = closeFormErrors(form);
    if (errors) {
      setForm({ ...form, errors });
      return;
    }
    setForm({ ...form, busy: true, errors: {} });
    const res = await api<{ next: string }>('POST', '/api/my-data/close', closePayload(form));
    if (res.ok) {
      globalThis.location.assign(res.data.next || '/');
      return;
    }
    setForm(afterRefusal({ ...form, busy: true }, res.errors));
  };

  const statusKey = exportStatusKey(status);
  const fieldError = (message?: string) => errorText(myDataMessages, locale, message);

  return (
    <section className='card my-data' aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>
        {richSentence(t('intro'), {
          privacy: (words) => <a href='/policies/privacy'>{words}</a>,
        })}
      </p>

      <h3>{t('downloadHeading')}</h3>
      <p className='my-data__what'>{t('downloadWhat')}</p>
      <p className='my-data__status' role='status' aria-live='polite'>
        {statusKey ? t(statusKey) : ''}
      </p>
      {exportError && <p className='form-error' role='alert'>{exportError}</p>}
      <button
        type='button'
        className='button button--primary'
        disabled={asking || !canRequestExport(status)}
        onClick={() => void askForExport()}
      >
        {asking ? <Spinner label={t('requesting')} /> : t('downloadButton')}
      </button>

      <h3>{t('closeHeading')}</h3>
      <p className='my-data__what'>{t('closeWhat')}</p>
      <button type='button' className='button button--outline my-data__close' onClick={openClose}>
        {t('closeButton')}
      </button>

      <Dialog
        open={confirming}
        role='alertdialog'
        onClose={() => setConfirming(false)}
        title={t('closeDialogTitle')}
        description={t('closeDialogBody')}
      >
        <form
          className='stack'
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirmClose();
          }}
        >
          <TextField
            label={t('passwordLabel')}
            type='password'
            autoComplete='current-password'
            value={form.password}
            error={fieldError(form.errors.password)}
            revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
          {form.needsCode && (
            <TextField
              label={t('codeLabel')}
              hint={t('codeHint')}
              autoComplete='one-time-code'
              inputMode='text'
              value={form.code}
              error={fieldError(form.errors.code)}
              onChange={(e) => setForm({ ...form, code: e.target.value })}
            />
          )}
          {form.errors.general && <p className='form-error' role='alert'>{form.errors.general}</p>}
          <div className='my-data__actions'>
            <button
              type='button'
              className='button button--outline'
              onClick={() => setConfirming(false)}
              disabled={form.busy}
            >
              {t('cancel')}
            </button>
            <button type='submit' className='button button--accent' disabled={form.busy}>
              {form.busy ? <Spinner label={t('closing')} /> : t('confirmClose')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
