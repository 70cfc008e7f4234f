import { LoginForm } from '../ui/login-form.tsx';
import { accountMessages } from '../messages.ts';
import { FAMILY_GET_STARTED_HREF, FAMILY_SIGNUP_ISLAND } from '../model.ts';
import { useT } from '../../../shared/i18n.tsx';
import { richSentence } from '../../../shared/rich-sentence.tsx';

export default function LoginPage({ next }: { next: string }) {
  const t = useT(accountMessages);
  return (
    <div className='card'>
      <h1>{t('signInTitle')}</h1>
      <p>{t('signInIntro')}</p>
      <LoginForm next={next} />
      <p className='dialog__footnote'>
        {richSentence(t('noAccount'), {
          // Opens the family wizard the shell places on this page (issue 20 point 27).
          care: (words) => (
            <a
              href={FAMILY_GET_STARTED_HREF}
              data-island={FAMILY_SIGNUP_ISLAND}
              aria-haspopup='dialog'
            >
              {words}
            </a>
          ),
          join: (words) => <a href='/join-poyo'>{words}</a>,
        })}
      </p>
    </div>
  );
}
