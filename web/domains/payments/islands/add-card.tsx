// The add-card form on its own (ui/add-card-form.tsx, the same form as /mypay/detail), for pages
// of other domains that let a family add a card in place: the hire flow's step 1 places it by
// name (payments/add-card) and hears CARD_ADDED_EVENT when the card is registered.
import { CARD_ADDED_EVENT, type PaymentMethod } from '../model.ts';
import { AddCardForm, type CardPrefill, type ProcessorConfig } from '../ui/add-card-form.tsx';

export type AddCardProps = { prefill: CardPrefill; processor: ProcessorConfig };

export default function AddCard({ prefill, processor }: AddCardProps) {
  return (
    <div className='pay-add-card'>
      <AddCardForm
        prefill={prefill}
        processor={processor}
        onAdded={(method: PaymentMethod) => {
          globalThis.dispatchEvent(new CustomEvent(CARD_ADDED_EVENT, { detail: method }));
        }}
      />
    </div>
  );
}
