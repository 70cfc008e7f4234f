// /signup: the Care Pro account form in a card (spec 000 §2.9, same form as /join-poyo).
import { CareProAccountForm, CareProLinks } from '../domains/accounts/care-pro-account-form.tsx';
import { accountMessages } from '../domains/accounts/messages.ts';
import { useT } from '../shared/i18n.tsx';

export default function CareProSignup() {
  const t = useT(accountMessages);
  return (
    <div className='card account-card'>
      <img
        className='account-card__art'
        src='/static/images/join-badge.svg'
        alt=''
        width='72'
        height='72'
      />
      <h1>{t('signupTitle')}</h1>
      <p className='account-card__intro'>{t('signupIntro')}</p>
      <CareProAccountForm />
      <CareProLinks />
    </div>
  );
}
