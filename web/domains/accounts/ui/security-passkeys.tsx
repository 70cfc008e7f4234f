// "Passkeys" in Sign-in and security: the account's passkeys, each removable with the password,
// and a form that adds one on this device (ADR 044).
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import { formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import type { PasskeySummary } from '../model.ts';
import { passkeysSupported, registerPasskey } from './passkey-client.ts';
import {
  FormActions,
  PasswordPrompt,
  type SectionProps,
  SecurityBlock,
} from './security-parts.tsx';
import {
  browserZone,
  firstError,
  PASSKEY_NAME_MAX,
  passkeyNameTooLong,
} from './security-settings-state.ts';

function PasskeyItem(
  { passkey, removing, onRemove, onCancel, onRemoved }: {
    passkey: PasskeySummary;
    removing: boolean;
    onRemove: () => void;
    onCancel: () => void;
    onRemoved: () => Promise<void>;
  },
) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const label = passkey.name ?? t('passkeyUnnamed');
  const remove = async (password: string) => {
    const res = await api(
      'POST',
      `/api/security/passkeys/${encodeURIComponent(passkey.id)}/remove`,
      { password },
    );
    if (!res.ok) return res.errors;
    await onRemoved();
    return null;
  };
  return (
    <li className='security-list__item'>
      <div className='security-list__row'>
        <div>
          <strong>{label}</strong>
          <div className='security-muted'>
            {t('passkeyAddedOn', {
              date: formatInstantDate(passkey.createdAt, locale, browserZone()),
            })}
          </div>
        </div>
        {!removing && (
          <button
            type='button'
            className='button button--ghost'
            aria-label={t('passkeyRemoveLabel', { name: label })}
            onClick={onRemove}
          >
            {t('passkeyRemove')}
          </button>
        )}
      </div>
      {removing && (
        <PasswordPrompt
          submitLabel={t('passkeyRemoveLabel', { name: label })}
          danger
          onCancel={onCancel}
          onSubmit={remove}
        />
      )}
    </li>
  );
}

export function PasskeysSection({ overview, reload, announce }: SectionProps) {
  const t = useT(securityMessages);
  const [supported, setSupported] = useState(true);
  const [name, setName] = useState('');
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  useEffect(() => setSupported(passkeysSupported()), []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setGeneral(undefined);
    if (passkeyNameTooLong(name)) return setGeneral(t('nameTooLong'));
    setBusy(true);
    const outcome = await registerPasskey(name);
    setBusy(false);
    if (outcome.ok) {
      setName('');
      announce(t('passkeyAdded'));
      await reload();
    } else if (outcome.cancelled) setGeneral(t('passkeyCancelled'));
    else setGeneral(firstError(outcome.errors) ?? t('passkeyNotAdded'));
  };

  const { passkeys } = overview;
  return (
    <SecurityBlock title={t('passkeysTitle')} on={passkeys.length > 0} intro={t('passkeysIntro')}>
      {passkeys.length === 0 ? <p>{t('passkeysNone')}</p> : (
        <ul className='security-list'>
          {passkeys.map((p) => (
            <PasskeyItem
              key={p.id}
              passkey={p}
              removing={removing === p.id}
              onRemove={() => setRemoving(p.id)}
              onCancel={() =>
                setRemoving(null)}
              onRemoved={async () => {
                setRemoving(null);
                announce(t('passkeyRemoved'));
                await reload();
              }}
            />
          ))}
        </ul>
      )}
      {supported
        ? (
          <form className='stack' noValidate onSubmit={add}>
            <TextField
              label={t('passkeyName')}
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <FormActions busy={busy} label={t('passkeyAdd')} />
          </form>
        )
        : <p className='security-muted'>{t('passkeyUnsupported')}</p>}
      {general && <p className='form-error' role='alert'>{general}</p>}
    </SecurityBlock>
  );
}
