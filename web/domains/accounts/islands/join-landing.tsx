// The /join-poyo card (spec 000 §2.6). By default it holds the Care Pro account form. In the
// landing variant it first offers the two ways into Tendwell; 'Apply with Tendwell' opens the
// 'Join Tendwell' dialog, which only its START APPLYING NOW button closes, and that reveals
// the account form in place of the choices.
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { CareProAccountForm, CareProLinks } from '../ui/care-pro-account-form.tsx';
import { accountMessages } from '../messages.ts';
import { useT } from '../../../shared/i18n.tsx';

export const JOIN_CARD_ID = 'become-care-pro';

export type JoinLandingProps = {
  landing: boolean;
  familyStartHref: string;
  /** The page is public: someone signed in is pointed to the app instead of a second account. */
  signedIn: boolean;
};

export default function JoinLanding({ landing, familyStartHref, signedIn }: JoinLandingProps) {
  const t = useT(accountMessages);
  const titleId = useId();
  const [showForm, setShowForm] = useState(!landing);
  const [started, setStarted] = useState(false);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (started) card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [started]);

  if (signedIn) {
    return (
      <section id={JOIN_CARD_ID} className='card join-card' aria-labelledby={titleId}>
        <h2 id={titleId} className='join-card__title'>{t('becomeCarePro')}</h2>
        <p className='join-card__intro'>{t('alreadySignedIn')}</p>
        <a className='button button--primary button--block' href='/dashboard'>
          {t('goToDashboard')}
        </a>
      </section>
    );
  }
  if (!showForm) {
    return (
      <JoinChoices
        familyStartHref={familyStartHref}
        onStart={() => {
          setShowForm(true);
          setStarted(true);
        }}
      />
    );
  }
  return (
    <section ref={card} id={JOIN_CARD_ID} className='card join-card' aria-labelledby={titleId}>
      <h2 id={titleId} className='join-card__title'>{t('becomeCarePro')}</h2>
      <p className='join-card__intro'>{t('joinCardIntro')}</p>
      <CareProAccountForm autoFocus={started} />
      <CareProLinks />
    </section>
  );
}

function JoinChoices(
  { familyStartHref, onStart }: { familyStartHref: string; onStart: () => void },
) {
  const t = useT(accountMessages);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  return (
    <section id={JOIN_CARD_ID} className='card join-choices' aria-labelledby={titleId}>
      <h2 id={titleId} className='join-card__title'>{t('landingTitle')}</h2>
      <ul className='join-choices__list'>
        <li className='join-choice'>
          <img src='/static/images/join-family.svg' alt='' width='64' height='64' />
          <div>
            <a className='join-choice__action' href={familyStartHref}>{t('findQualityCare')}</a>
            <p>{t('findQualityCareText')}</p>
          </div>
        </li>
        <li className='join-choice join-choice--accent'>
          <img src='/static/images/join-badge.svg' alt='' width='64' height='64' />
          <div>
            <button
              type='button'
              className='join-choice__action'
              aria-haspopup='dialog'
              onClick={() => setOpen(true)}
            >
              {t('applyWithTendwell')}
            </button>
            <p>{t('applyWithTendwellText')}</p>
          </div>
        </li>
      </ul>
      <CareProLinks />
      {/* Neither Escape nor a backdrop click closes it (spec 000 §2.6): only its one button. */}
      <Dialog
        open={open}
        dismiss='never'
        onClose={() => {}}
        title={
          <>
            {/* The badge heads the dialog, above its title; it says nothing (alt=''). */}
            <img
              className='join-dialog__badge'
              src='/static/images/join-badge.svg'
              alt=''
              width='88'
              height='88'
            />
            {t('joinDialogTitle')}
          </>
        }
        description={t('joinDialogText')}
        className='join-dialog'
      >
        <ol className='join-dialog__steps'>
          <li>{t('joinDialogStep1')}</li>
          <li>{t('joinDialogStep2')}</li>
          <li>{t('joinDialogStep3')}</li>
        </ol>
        <button
          type='button'
          className='button button--accent button--block'
          onClick={() => {
            setOpen(false);
            onStart();
          }}
        >
          {t('startApplying')}
        </button>
      </Dialog>
    </section>
  );
}
