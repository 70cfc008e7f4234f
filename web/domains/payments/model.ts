// The payments domain's browser-safe types and constants (spec 002 §3 "Payment method", §5
// billing form). Card numbers never appear here: a saved card is what the processor reported.

/** A saved card as GET /api/payment/methods answers it. */
export type PaymentMethod = {
  /** The processor's id (pm_…): what the hire flow and card payments pass on. */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cvcCheck: string;
  billingEmail: string | null;
  isPreferred: boolean;
  createdAt: string;
};

/** The billing form's countries (spec 002 §5: Canada and the US). */
export const COUNTRIES = ['CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Canada's 13 provinces and territories (ISO 3166-2 codes, as Stripe takes `address.state`). */
export const CANADIAN_PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;

/** The 50 US states. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

/** The province or state choices of a country. */
export function regionsOf(country: string): ReadonlyArray<{ code: string; name: string }> {
  return country === 'US' ? US_STATES : country === 'CA' ? CANADIAN_PROVINCES : [];
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as the processor names it (visa…), as people write it (Visa…). */
export const brandName = (brand: string) =>
  BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** "12/2030" */
export const expiryLabel = (m: { expMonth: number; expYear: number }) =>
  `${String(m.expMonth).padStart(2, '0')}/${m.expYear}`;

/** An invoice payment attempt as the family reads it (spec 002 "Payment (per user)"). */
export type InvoicePayment = {
  id: string;
  invoiceId: string;
  attempt: number;
  /** Cents. */
  amount: number;
  currency: 'cad';
  payment_method: string;
  /** The invoice id (spec 002). */
  description: string;
  receipt_email: string;
  status:
    | 'new'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_payment_method'
    | 'succeeded'
    | 'canceled';
  /** What went wrong, as the card provider said it (shown in red), else null. */
  error: string | null;
  /** The provider's error code (card_declined…), for a translated message. */
  errorCode: string | null;
  offSession: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The colour of the live status line (spec 002 §4). */
export type PaymentTone = 'progress' | 'success' | 'warning' | 'error';

/** Spec 002 §4: which line and colour a payment shows. */
export function paymentLine(
  p: Pick<InvoicePayment, 'status' | 'error'>,
): { key: 'statusCreating' | 'statusSucceeded' | 'statusOther' | 'error'; tone: PaymentTone } {
  if (p.error && p.status !== 'succeeded') return { key: 'error', tone: 'error' };
  if (p.status === 'new' || p.status === 'requires_confirmation') {
    return { key: 'statusCreating', tone: 'progress' };
  }
  if (p.status === 'succeeded') return { key: 'statusSucceeded', tone: 'success' };
  if (p.status === 'requires_action') return { key: 'statusOther', tone: 'warning' };
  return { key: 'statusOther', tone: 'progress' };
}

/**
 * The browser event the add-card island (payments/add-card) dispatches on `window` once a card is
 * registered, with the PaymentMethod as `detail`: the hire flow, another island on its page,
 * moves on from step 1 at once (it also hears the card through the realtime hub).
 */
export const CARD_ADDED_EVENT = 'tendwell:card-added';
/** The island that adds a card in place, placed by name by pages of other domains. */
export const ADD_CARD_ISLAND = 'payments/add-card';
