// /mypay/detail (spec 002 §2, §5, §8): the family's saved cards (brand, last 4, expiry, the
// Preferred badge, make preferred, delete: refused for the last one) and the add-card form
// (ui/add-card-form.tsx, shared with the hire flow): 'Credit card added!'. Live (spec 002 §7
// users/{uid}/payment_methods): a card added, made preferred or deleted in another tab or by
// the hire flow shows here without a reload (the realtime hub, re-read as the family).
import { useEffect, useId, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { paymentMessages } from '../messages.ts';
import { brandName, expiryLabel, type PaymentMethod } from '../model.ts';
import { AddCardForm, type CardPrefill, type ProcessorConfig } from '../ui/add-card-form.tsx';

export type { ProcessorConfig };

export type PaymentMethodsProps = {
  methods: PaymentMethod[];
  prefill: CardPrefill;
  processor: ProcessorConfig;
};

type ListAnswer = { paymentMethods: PaymentMethod[] };

export default function PaymentMethods(
  { methods: initial, prefill, processor }: PaymentMethodsProps,
) {
  const t = useT(paymentMessages);
  const ids = useId();
  const [methods, setMethods] = useState(initial);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  async function reload() {
    const list = await api<ListAnswer>('GET', '/api/payment/methods');
    if (list.ok) setMethods(list.data.paymentMethods);
  }
  const [refresh] = useState(() => coalesce(reload));

  // Any change to the family's cards (the row's id is ours, not the processor's): re-read the
  // list once per burst; on every (re)connect, whatever changed unseen.
  useEffect(() => {
    const stop = subscribe('payment_methods', () => void refresh());
    const stopLive = onLive(() => void refresh());
    return () => {
      stop();
      stopLive();
    };
  }, []);

  async function act(method: PaymentMethod, action: 'preferred' | 'delete') {
    setStatus(null);
    setBusyId(method.id);
    const res = action === 'preferred'
      ? await api<ListAnswer>('POST', `/api/payment/methods/${method.id}/preferred`)
      : await api<ListAnswer>('DELETE', `/api/payment/methods/${method.id}`);
    setBusyId(null);
    if (!res.ok) {
      setStatus({ tone: 'error', text: Object.values(res.errors)[0] });
      return;
    }
    setMethods(res.data.paymentMethods);
    const params = { brand: brandName(method.brand), last4: method.last4 };
    setStatus({
      tone: 'ok',
      text: action === 'preferred' ? t('preferredChanged', params) : t('cardDeleted', params),
    });
  }

  return (
    <div className='pay-methods'>
      <div className='pay-status' role='status' aria-live='polite' data-testid='payment-status'>
        {status && (
          <p className={status.tone === 'ok' ? 'pay-status__ok' : 'pay-status__error'}>
            {status.text}
          </p>
        )}
      </div>

      <section aria-labelledby={`${ids}-saved`} className='card pay-card'>
        <h2 id={`${ids}-saved`}>{t('savedCards')}</h2>
        {methods.length === 0
          ? <p className='pay-muted'>{t('noMethods')}</p>
          : (
            <ul className='pay-list' data-testid='payment-methods'>
              {methods.map((m) => (
                <li key={m.id} className='pay-list__item' data-testid='payment-method'>
                  <div className='pay-list__card'>
                    <span className='pay-list__name'>
                      {t('cardLabel', { brand: brandName(m.brand), last4: m.last4 })}
                    </span>
                    <span className='pay-muted'>{t('expires', { expiry: expiryLabel(m) })}</span>
                    {m.isPreferred && <span className='pay-badge'>{t('preferred')}</span>}
                  </div>
                  <div className='pay-list__actions'>
                    {!m.isPreferred && (
                      <button
                        type='button'
                        className='button button--outline'
                        disabled={busyId !== null}
                        onClick={() => act(m, 'preferred')}
                        aria-label={`${t('makePreferred')}: ${
                          t('cardLabel', { brand: brandName(m.brand), last4: m.last4 })
                        }`}
                      >
                        {t('makePreferred')}
                      </button>
                    )}
                    <button
                      type='button'
                      className='button button--ghost'
                      disabled={busyId !== null}
                      onClick={() =>
                        act(m, 'delete')}
                      aria-label={`${t('delete')}: ${
                        t('cardLabel', { brand: brandName(m.brand), last4: m.last4 })
                      }`}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
      </section>

      <section aria-labelledby={`${ids}-add`} className='card pay-card'>
        <h2 id={`${ids}-add`}>{t('addCard')}</h2>
        <AddCardForm
          prefill={prefill}
          processor={processor}
          onStart={() => setStatus(null)}
          onAdded={async () => {
            await reload();
            setStatus({ tone: 'ok', text: t('cardAdded') });
          }}
        />
      </section>
    </div>
  );
}
