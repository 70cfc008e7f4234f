// The test cards the local Stripe fake knows (docs/decisions/023-payments-stripe-fake.md), with
// the outcome Stripe's test mode gives each (https://docs.stripe.com/testing). One table, so the
// card payments of issue 12 (PaymentIntents, 3-D Secure) read the same rows.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
export type CvcCheck = 'pass' | 'fail' | 'unavailable' | 'unchecked';

export type TestCard = {
  number: string;
  brand: CardBrand;
  /** What setting the card up (SetupIntent confirm) or charging it does. */
  outcome: 'succeeds' | 'declined' | 'requires_action';
  /** The CVC check's result once the card is set up. */
  cvcCheck: CvcCheck;
  /** For a declined card: Stripe's decline_code. */
  declineCode?: string;
  note: string;
};

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    outcome: 'succeeds',
    cvcCheck: 'pass',
    note: 'Visa: succeeds, CVC check passes',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'succeeds',
    cvcCheck: 'pass',
    note: 'Mastercard: succeeds, CVC check passes',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    outcome: 'succeeds',
    cvcCheck: 'pass',
    note: 'American Express (4-digit CVC): succeeds, CVC check passes',
  },
  {
    number: '4000000000000101',
    brand: 'visa',
    outcome: 'succeeds',
    cvcCheck: 'fail',
    note: 'Set up, but the CVC check fails (we refuse to keep it)',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    cvcCheck: 'unchecked',
    declineCode: 'generic_decline',
    note: 'Declined: card_declined / generic_decline',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    cvcCheck: 'unchecked',
    declineCode: 'insufficient_funds',
    note: 'Declined: card_declined / insufficient_funds',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    outcome: 'requires_action',
    cvcCheck: 'pass',
    note:
      '3-D Secure: set-up and on-session payments need the challenge (requires_action); off-session payments succeed once it is set up',
  },
];

export function findTestCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** The brand Stripe reports for a number, by its prefix. */
export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every card number satisfies. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
