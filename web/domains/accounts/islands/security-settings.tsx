// "Sign-in and security" on every kind of /profile page (issue 22 points 3 and 4, ADR 044): an
// authenticator app with backup codes, passkeys, the password, and the signed-in devices. What it
// shows is read from GET /api/security once the page is live (only the signed-in person's own).
// The setup key is shown as text with the otpauth link: no QR library is installed.
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { relativeTime } from '../../../shared/relative-time.ts';
import { accountMessages, securityMessages } from '../messages.ts';
import type { SecurityOverview } from '../model.ts';
import { passkeysSupported, registerPasskey } from '../ui/passkey-client.ts';
import {
  backupCodesFile,
  deviceLabel,
  groupSecret,
  orderSessions,
  otpauthAccount,
  placeLabel,
} from '../ui/security-settings-state.ts';

type Say = (
  key: keyof (typeof securityMessages)['en'],
  params?: Record<string, string | number>,
) => string;

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A small form that asks for the password before a factor is set up, renewed or removed. */
function PasswordPrompt(
  { submitLabel, onSubmit, onCancel, danger }: {
    submitLabel: string;
    onSubmit: (password: string) => Promise<Record<string, string> | null>;
    onCancel: () => void;
    danger?: boolean;
  },
) {
  const t = useT(securityMessages);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('empty'));
    setBusy(true);
    const errors = await onSubmit(password);
    setBusy(false);
    if (!errors) return;
    setError(errors.password);
    setGeneral(errors.password ? undefined : Object.values(errors)[0]);
  };
  return (
    <form className='stack security-prompt' noValidate onSubmit={submit}>
      <p>{t('confirmWithPassword')}</p>
      <TextField
        label={t('password')}
        type='password'
        autoComplete='current-password'
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={error}
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      <div className='security-actions'>
        <SubmitButton
          className={danger ? 'button--accent' : undefined}
          busy={busy}
          busyLabel={t('working')}
        >
          {submitLabel}
        </SubmitButton>
        <button type='button' className='button button--ghost' onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function BackupCodes(
  { codes, account, onDone }: { codes: string[]; account: string; onDone: () => void },
) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const headingId = useId();
  const download = () => {
    const file = backupCodesFile(codes, {
      title: t('backupFileTitle'),
      note: t('backupFileNote'),
      account,
      date: formatInstantDate(Date.now(), locale, zone(), 'long'),
    });
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'tendwell-backup-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section className='stack security-codes' aria-labelledby={headingId}>
      <h4 id={headingId}>{t('backupTitle')}</h4>
      <p>{t('backupIntro')}</p>
      <ul className='security-codes__list' aria-label={t('backupTitle')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className='security-actions'>
        <button type='button' className='button button--outline' onClick={download}>
          {t('backupDownload')}
        </button>
        <button type='button' className='button button--primary' onClick={onDone}>
          {t('backupSaved')}
        </button>
      </div>
    </section>
  );
}

type TotpPhase =
  | { step: 'idle' }
  | { step: 'password'; purpose: 'setup' | 'remove' | 'renew' }
  | { step: 'scan'; uri: string; secret: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

function TotpSection(
  { overview, reload, announce }: {
    overview: SecurityOverview;
    reload: () => Promise<void>;
    announce: (message: string) => void;
  },
) {
  const t = useT(securityMessages);
  const headingId = useId();
  const [phase, setPhase] = useState<TotpPhase>({ step: 'idle' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const withPassword = async (purpose: 'setup' | 'remove' | 'renew', password: string) => {
    if (purpose === 'setup') {
      const res = await api<{ totpURI: string; secret: string; backupCodes: string[] }>(
        'POST',
        '/api/security/totp/start',
        { password },
      );
      if (!res.ok) return res.errors;
      setPhase({
        step: 'scan',
        uri: res.data.totpURI,
        secret: res.data.secret,
        backupCodes: res.data.backupCodes,
      });
      return null;
    }
    if (purpose === 'renew') {
      const res = await api<{ backupCodes: string[] }>('POST', '/api/security/backup-codes', {
        password,
      });
      if (!res.ok) return res.errors;
      setPhase({ step: 'codes', backupCodes: res.data.backupCodes });
      return null;
    }
    const res = await api('POST', '/api/security/totp/remove', { password });
    if (!res.ok) return res.errors;
    setPhase({ step: 'idle' });
    announce(t('totpRemoved'));
    await reload();
    return null;
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (phase.step !== 'scan') return;
    const digits = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(digits)) return setCodeError(t('codeFormat'));
    setBusy(true);
    const res = await api('POST', '/api/security/totp/confirm', { code: digits });
    setBusy(false);
    if (!res.ok) return setCodeError(res.errors.code ?? Object.values(res.errors)[0]);
    setCode('');
    setCodeError(undefined);
    announce(t('totpIsOn'));
    setPhase({ step: 'codes', backupCodes: phase.backupCodes });
  };

  let body: ReactNode;
  if (phase.step === 'password') {
    body = (
      <PasswordPrompt
        submitLabel={t(
          phase.purpose === 'setup'
            ? 'totpSetUp'
            : phase.purpose === 'renew'
            ? 'backupRenew'
            : 'totpRemoveConfirm',
        )}
        danger={phase.purpose === 'remove'}
        onSubmit={(password) => withPassword(phase.purpose, password)}
        onCancel={() => setPhase({ step: 'idle' })}
      />
    );
  } else if (phase.step === 'scan') {
    body = (
      <form className='stack' noValidate onSubmit={confirm}>
        <p>{t('totpStep1')}</p>
        <p>
          <a className='link' href={phase.uri}>{t('totpOpenLink')}</a>
        </p>
        <dl className='security-key'>
          <div>
            <dt>{t('totpAccountLabel')}</dt>
            <dd>{otpauthAccount(phase.uri)}</dd>
          </div>
          <div>
            <dt>{t('totpSecretLabel')}</dt>
            <dd>
              <code data-testid='totp-secret' data-secret={phase.secret}>
                {groupSecret(phase.secret)}
              </code>
            </dd>
          </div>
        </dl>
        <p>{t('totpStep2')}</p>
        <TextField
          label={t('code')}
          inputMode='numeric'
          autoComplete='one-time-code'
          maxLength={9}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={codeError}
        />
        <div className='security-actions'>
          <SubmitButton busy={busy} busyLabel={t('working')}>{t('totpTurnOn')}</SubmitButton>
          <button
            type='button'
            className='button button--ghost'
            onClick={() => setPhase({ step: 'idle' })}
          >
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  } else if (phase.step === 'codes') {
    body = (
      <BackupCodes
        codes={phase.backupCodes}
        account={overview.email}
        onDone={async () => {
          setPhase({ step: 'idle' });
          await reload();
        }}
      />
    );
  } else if (overview.totpEnabled) {
    body = (
      <>
        {overview.backupCodesLeft !== null && (
          <p>{t('backupLeft', { count: overview.backupCodesLeft })}</p>
        )}
        <div className='security-actions'>
          <button
            type='button'
            className='button button--outline'
            onClick={() => setPhase({ step: 'password', purpose: 'renew' })}
          >
            {t('backupRenew')}
          </button>
          <button
            type='button'
            className='button button--ghost'
            onClick={() => setPhase({ step: 'password', purpose: 'remove' })}
          >
            {t('totpRemove')}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <button
        type='button'
        className='button button--primary'
        onClick={() => setPhase({ step: 'password', purpose: 'setup' })}
      >
        {t('totpSetUp')}
      </button>
    );
  }

  return (
    <section className='security-block stack' aria-labelledby={headingId}>
      <div className='security-block__head'>
        <h3 id={headingId}>{t('totpTitle')}</h3>
        <span className={`security-badge${overview.totpEnabled ? ' security-badge--on' : ''}`}>
          {overview.totpEnabled ? t('on') : t('off')}
        </span>
      </div>
      <p className='security-muted'>{t('totpIntro')}</p>
      {body}
    </section>
  );
}

function PasskeysSection(
  { overview, reload, announce }: {
    overview: SecurityOverview;
    reload: () => Promise<void>;
    announce: (message: string) => void;
  },
) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const headingId = useId();
  const [supported, setSupported] = useState(true);
  const [name, setName] = useState('');
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  useEffect(() => setSupported(passkeysSupported()), []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(undefined);
    if (name.trim().length > 80) return setGeneral(t('nameTooLong'));
    setBusy(true);
    const outcome = await registerPasskey(name);
    setBusy(false);
    if (outcome.ok) {
      setName('');
      announce(t('passkeyAdded'));
      await reload();
    } else if (outcome.cancelled) setGeneral(t('passkeyCancelled'));
    else setGeneral(Object.values(outcome.errors)[0] ?? t('passkeyNotAdded'));
  };

  return (
    <section className='security-block stack' aria-labelledby={headingId}>
      <div className='security-block__head'>
        <h3 id={headingId}>{t('passkeysTitle')}</h3>
        <span
          className={`security-badge${overview.passkeys.length ? ' security-badge--on' : ''}`}
        >
          {overview.passkeys.length ? t('on') : t('off')}
        </span>
      </div>
      <p className='security-muted'>{t('passkeysIntro')}</p>
      {overview.passkeys.length === 0 ? <p>{t('passkeysNone')}</p> : (
        <ul className='security-list'>
          {overview.passkeys.map((p) => {
            const label = p.name ?? t('passkeyUnnamed');
            return (
              <li key={p.id} className='security-list__item'>
                <div className='security-list__row'>
                  <div>
                    <strong>{label}</strong>
                    <div className='security-muted'>
                      {t('passkeyAddedOn', {
                        date: formatInstantDate(p.createdAt, locale, zone()),
                      })}
                    </div>
                  </div>
                  {removing !== p.id && (
                    <button
                      type='button'
                      className='button button--ghost'
                      aria-label={t('passkeyRemoveLabel', { name: label })}
                      onClick={() => setRemoving(p.id)}
                    >
                      {t('passkeyRemove')}
                    </button>
                  )}
                </div>
                {removing === p.id && (
                  <PasswordPrompt
                    submitLabel={t('passkeyRemoveLabel', { name: label })}
                    danger
                    onCancel={() => setRemoving(null)}
                    onSubmit={async (password) => {
                      const res = await api(
                        'POST',
                        `/api/security/passkeys/${encodeURIComponent(p.id)}/remove`,
                        { password },
                      );
                      if (!res.ok) return res.errors;
                      setRemoving(null);
                      announce(t('passkeyRemoved'));
                      await reload();
                      return null;
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {supported
        ? (
          <form className='stack' noValidate onSubmit={add}>
            <TextField
              label={t('passkeyName')}
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <div className='security-actions'>
              <SubmitButton busy={busy} busyLabel={t('working')}>{t('passkeyAdd')}</SubmitButton>
            </div>
          </form>
        )
        : <p className='security-muted'>{t('passkeyUnsupported')}</p>}
      {general && <p className='form-error' role='alert'>{general}</p>}
    </section>
  );
}

function PasswordSection(
  { reload, announce }: { reload: () => Promise<void>; announce: (message: string) => void },
) {
  const t = useT(securityMessages);
  const a = useT(accountMessages);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { currentTarget: HTMLInputElement }) =>
      setValues((old) => ({ ...old, [key]: e.currentTarget.value })),
    error: errors[key],
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api('POST', '/api/security/password', values);
    setBusy(false);
    if (!res.ok) return setErrors(res.errors);
    setErrors({});
    setValues({ currentPassword: '', newPassword: '', confirmNewPassword: '' });
    setOpen(false);
    announce(t('passwordChanged'));
    await reload();
  };
  const reveal = { show: a('showPassword'), hide: a('hidePassword') };
  return (
    <section className='security-block stack' aria-labelledby={headingId}>
      <h3 id={headingId}>{t('passwordTitle')}</h3>
      {open
        ? (
          <form className='stack' noValidate onSubmit={submit}>
            <TextField
              label={t('currentPassword')}
              type='password'
              autoComplete='current-password'
              revealLabels={reveal}
              {...field('currentPassword')}
            />
            <TextField
              label={t('newPassword')}
              type='password'
              autoComplete='new-password'
              revealLabels={reveal}
              {...field('newPassword')}
            />
            <TextField
              label={t('confirmNewPassword')}
              type='password'
              autoComplete='new-password'
              revealLabels={reveal}
              {...field('confirmNewPassword')}
            />
            {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
            <div className='security-actions'>
              <SubmitButton busy={busy} busyLabel={t('working')}>
                {t('passwordChange')}
              </SubmitButton>
              <button
                type='button'
                className='button button--ghost'
                onClick={() => {
                  setOpen(false);
                  setErrors({});
                }}
              >
                {t('cancel')}
              </button>
            </div>
          </form>
        )
        : (
          <div className='security-actions'>
            <button type='button' className='button button--outline' onClick={() => setOpen(true)}>
              {t('passwordChange')}
            </button>
          </div>
        )}
    </section>
  );
}

function SessionsSection(
  { overview, reload, announce, t }: {
    overview: SecurityOverview;
    reload: () => Promise<void>;
    announce: (message: string) => void;
    t: Say;
  },
) {
  const locale = useLocale();
  const headingId = useId();
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = orderSessions(overview.sessions);
  const others = sessions.filter((s) => !s.current).length;

  const end = async (path: string, key: string, done: string) => {
    setGeneral(undefined);
    setBusy(key);
    const res = await api('POST', path, {});
    setBusy(null);
    if (!res.ok) return setGeneral(Object.values(res.errors)[0]);
    announce(done);
    await reload();
  };

  return (
    <section className='security-block stack' aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sessionsTitle')}</h3>
      <p className='security-muted'>{t('sessionsIntro')}</p>
      <ul className='security-list' data-testid='sessions'>
        {sessions.map((s) => {
          const device = deviceLabel(s, t);
          return (
            <li key={s.id} className='security-list__item' data-current={s.current || undefined}>
              <div className='security-list__row'>
                <div>
                  <strong>{device}</strong>
                  {s.current && (
                    <span className='security-badge security-badge--on'>{t('thisDevice')}</span>
                  )}
                  <div className='security-muted'>{placeLabel(s.place, t)}</div>
                  <div className='security-muted'>
                    {t('signedInAt', { date: formatInstantDate(s.signedInAt, locale, zone()) })}
                    {' · '}
                    {t('lastSeen', { time: relativeTime(s.lastSeenAt, Date.now(), locale) })}
                  </div>
                </div>
                {!s.current && (
                  <button
                    type='button'
                    className='button button--ghost'
                    aria-label={t('sessionEndLabel', { device })}
                    disabled={busy !== null}
                    onClick={() =>
                      end(
                        `/api/security/sessions/${encodeURIComponent(s.id)}/end`,
                        s.id,
                        t('sessionEnded'),
                      )}
                  >
                    {t('sessionEnd')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {others > 0
        ? (
          <div className='security-actions'>
            <button
              type='button'
              className='button button--outline'
              disabled={busy !== null}
              onClick={() =>
                end('/api/security/sessions/end-others', 'others', t('sessionsEndedOthers'))}
            >
              {t('sessionsEndOthers')}
            </button>
          </div>
        )
        : <p>{t('sessionsOnlyThis')}</p>}
      {general && <p className='form-error' role='alert'>{general}</p>}
    </section>
  );
}

export default function SecuritySettings() {
  const t = useT(securityMessages);
  const headingId = useId();
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const reload = useCallback(async () => {
    const res = await api<SecurityOverview>('GET', '/api/security');
    if (res.ok) {
      setOverview(res.data);
      setFailed(null);
    } else setFailed(res.errors.general ?? t('loadFailed'));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <section id='security' className='card security stack' aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sectionTitle')}</h2>
      <p className='security-muted'>{t('sectionIntro')}</p>
      {overview?.staff && !overview.secondFactor && (
        <p className='security-notice' role='note'>{t('staffRequired')}</p>
      )}
      <p className={status ? 'security-done' : 'visually-hidden'} role='status'>{status}</p>
      {failed
        ? (
          <div className='stack'>
            <p className='form-error' role='alert'>{failed}</p>
            <button type='button' className='button button--outline' onClick={() => reload()}>
              {t('retry')}
            </button>
          </div>
        )
        : !overview
        ? <p aria-busy='true'>{t('loading')}</p>
        : (
          <>
            <TotpSection overview={overview} reload={reload} announce={setStatus} />
            <PasskeysSection overview={overview} reload={reload} announce={setStatus} />
            <PasswordSection reload={reload} announce={setStatus} />
            <SessionsSection overview={overview} reload={reload} announce={setStatus} t={t} />
          </>
        )}
    </section>
  );
}
