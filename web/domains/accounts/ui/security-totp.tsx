// "Authenticator app" in Sign-in and security: set one up (the password, then the key and a code
// from the app), renew the backup codes, or remove it. Its steps: totpReducer.
import { type FormEvent, type ReactNode, useReducer } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import { BackupCodes } from './security-backup-codes.tsx';
import {
  FormActions,
  PasswordPrompt,
  type SectionProps,
  SecurityBlock,
} from './security-parts.tsx';
import {
  firstError,
  groupSecret,
  initialTotp,
  otpauthAccount,
  totpDigits,
  totpPromptLabel,
  type TotpPurpose,
  totpReducer,
} from './security-settings-state.ts';

export function TotpSection({ overview, reload, announce }: SectionProps) {
  const t = useT(securityMessages);
  const [state, dispatch] = useReducer(totpReducer, initialTotp);
  const { phase } = state;
  const ask = (purpose: TotpPurpose) => dispatch({ type: 'ask', purpose });
  const back = () => dispatch({ type: 'done' });

  const withPassword = async (purpose: TotpPurpose, password: string) => {
    if (purpose === 'setup') {
      const res = await api<{ totpURI: string; secret: string; backupCodes: string[] }>(
        'POST',
        '/api/security/totp/start',
        { password },
      );
      if (!res.ok) return res.errors;
      const { totpURI: uri, secret, backupCodes } = res.data;
      dispatch({ type: 'started', uri, secret, backupCodes });
      return null;
    }
    if (purpose === 'renew') {
      const res = await api<{ backupCodes: string[] }>('POST', '/api/security/backup-codes', {
        password,
      });
      if (!res.ok) return res.errors;
      dispatch({ type: 'renewed', backupCodes: res.data.backupCodes });
      return null;
    }
    const res = await api('POST', '/api/security/totp/remove', { password });
    if (!res.ok) return res.errors;
    back();
    announce(t('totpRemoved'));
    await reload();
    return null;
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    const digits = totpDigits(state.code);
    if (!digits) return dispatch({ type: 'refused', error: t('codeFormat') });
    dispatch({ type: 'checking' });
    const res = await api('POST', '/api/security/totp/confirm', { code: digits });
    if (!res.ok) {
      return dispatch({ type: 'refused', error: res.errors.code ?? firstError(res.errors) });
    }
    announce(t('totpIsOn'));
    dispatch({ type: 'confirmed' });
  };

  let body: ReactNode;
  if (phase.step === 'password') {
    body = (
      <PasswordPrompt
        submitLabel={t(totpPromptLabel(phase.purpose))}
        danger={phase.purpose === 'remove'}
        onSubmit={(password) => withPassword(phase.purpose, password)}
        onCancel={back}
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
          value={state.code}
          onChange={(e) => dispatch({ type: 'typed', code: e.currentTarget.value })}
          error={state.codeError}
        />
        <FormActions busy={state.busy} label={t('totpTurnOn')} onCancel={back} />
      </form>
    );
  } else if (phase.step === 'codes') {
    body = (
      <BackupCodes
        codes={phase.backupCodes}
        account={overview.email}
        onDone={async () => {
          back();
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
          <button type='button' className='button button--outline' onClick={() => ask('renew')}>
            {t('backupRenew')}
          </button>
          <button type='button' className='button button--ghost' onClick={() => ask('remove')}>
            {t('totpRemove')}
          </button>
        </div>
      </>
    );
  } else {
    body = (
      <button type='button' className='button button--primary' onClick={() => ask('setup')}>
        {t('totpSetUp')}
      </button>
    );
  }

  return (
    <SecurityBlock title={t('totpTitle')} on={overview.totpEnabled} intro={t('totpIntro')}>
      {body}
    </SecurityBlock>
  );
}
