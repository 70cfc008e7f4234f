// What a banking number input keeps of what was typed or pasted (spec 002 §5). Pure, for the
// island; unit-tested beside it.
import { BANK_DIGITS, digitsOnly } from '../model.ts';

export type BankNumberField = keyof typeof BANK_DIGITS;

/** Digits only, cut to the number's length. */
export function bankNumberInput(field: BankNumberField, typed: string): string {
  return digitsOnly(typed, BANK_DIGITS[field]);
}
