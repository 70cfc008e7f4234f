// The hire flow's simple screens (spec 002 §2): the intro, step 1 (the payment method) and the
// success screen with its countdown. The island decides when each shows.
import type { Ref } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import type { HireFlow } from './hire-state.ts';

export function HireIntro(
  { name, onContinue }: { name: string; onContinue: () => void },
) {
  const t = useT(inviteMessages);
  return (
    <section className='hire hire-intro' aria-labelledby='hire-intro-title'>
      <h1 id='hire-intro-title'>{t('hireIntro', { name })}</h1>
      <div className='hire__actions'>
        <button type='button' className='button button--ghost' onClick={() => history.back()}>
          {t('cancel')}
        </button>
        <button type='button' className='button button--primary' onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </section>
  );
}

/**
 * Step 1: a card on file (or just added) is said so; otherwise the payments domain's card form
 * is moved by the island into the empty slot (React leaves an empty element's foreign children).
 */
export function HirePayment(
  { card, cardSlot, onBack }: {
    card: HireFlow['card'];
    cardSlot: Ref<HTMLDivElement>;
    onBack: () => void;
  },
) {
  const t = useT(inviteMessages);
  return (
    <section className='hire hire-payment' aria-labelledby='hire-payment-title'>
      <h1 id='hire-payment-title'>{t('stepPayment')}</h1>
      {card === 'onFile' && <p role='status'>{t('cardOnFile')}</p>}
      {card === 'added' && <p role='status'>{t('cardAdded')}</p>}
      {card === 'none' && (
        <>
          <p>{t('addCardIntro')}</p>
          <div className='hire__card' ref={cardSlot} data-testid='hire-card-slot' />
        </>
      )}
      <div className='hire__actions'>
        <button type='button' className='button button--ghost' onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </section>
  );
}

export function HireSent({ firstName, seconds }: { firstName: string; seconds: number }) {
  const t = useT(inviteMessages);
  return (
    <section className='hire hire-sent' aria-labelledby='hire-sent-title'>
      <p className='alert alert--success' role='status'>
        {t('invitationSent', { name: firstName })}
      </p>
      <h1 id='hire-sent-title'>{t('sentTitle')}</h1>
      <p role='timer' aria-live='off'>{t('redirecting', { seconds })}</p>
      <a className='button button--primary' href='/dashboard'>{t('goBackNow')}</a>
    </section>
  );
}
