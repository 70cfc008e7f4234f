// The top bar's Sign In dialog (spec 000 §2.3). It is not on the page until a visitor presses
// Sign In: the shell places it with hydrate='open', the island loader mounts it then, and each
// press asks it to open (web/shared/island-open.ts). Without JavaScript, Sign In goes to /login.
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { richSentence } from '../../../shared/rich-sentence.tsx';
import { onOpenRequest } from '../../../shared/island-open.ts';
import { accountMessages } from '../messages.ts';
import { FAMILY_GET_STARTED_HREF, FAMILY_SIGNUP_ISLAND, LOGIN_DIALOG_ISLAND } from '../model.ts';
import { LoginForm } from '../ui/login-form.tsx';

export default function LoginDialog() {
  const a = useT(accountMessages);
  const [open, setOpen] = useState(false);
  useEffect(() => onOpenRequest(LOGIN_DIALOG_ISLAND, () => setOpen(true)), []);
  const next = location.pathname === '/' ? '/dashboard' : location.pathname;
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={a('signInTitle')}
      closeLabel={a('close')}
      closeOnBackdrop
    >
      <LoginForm next={next} autoFocus />
      <p className='dialog__footnote'>
        {richSentence(a('noAccount'), {
          // A family's way in is the family wizard (issue 20 point 27), not /signup (the Care
          // Pro account form): the link opens the page's wizard over this dialog, or without
          // JavaScript goes to the home page that opens it.
          care: (words) => (
            <a
              href={FAMILY_GET_STARTED_HREF}
              data-island={FAMILY_SIGNUP_ISLAND}
              aria-haspopup='dialog'
              onClick={() => setOpen(false)}
            >
              {words}
            </a>
          ),
          join: (words) => <a href='/join-poyo'>{words}</a>,
        })}
      </p>
    </Dialog>
  );
}
