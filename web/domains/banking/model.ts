// The Care Pro's banking details as the API sends them (spec 002 §2, §3), and the digits of each
// number (§9). No dependencies, so islands (and the caregivers' profile) can import it freely.

export const BANK_DIGITS = { instNum: 3, transitNum: 5, accNum: 7 } as const;

export type BankingDetails = {
  instNum: string;
  /** Masked ('•••4567') unless revealed by the owner. */
  accNum: string;
  transitNum: string;
  bankName: string;
  bankAddress: unknown;
  homeAddress: unknown;
  isMasked: boolean;
};

/** Masks all but the last 4 digits: '1234567' → '•••4567'. */
export function maskDigits(value: string): string {
  if (value.length <= 4) return '•'.repeat(value.length);
  return '•••' + value.slice(-4);
}

/** Keeps digits only and cuts to length (the banking inputs). */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}
