// Exact arithmetic for payroll. T4127's formulas mix cents with rates (0.0595), ratios of rates
// (0.0495/0.0595, never rounded) and divisions by P; binary floating point drifts by a cent on
// some inputs, which PDOC does not. So every figure is an exact fraction of two bigints, and the
// only rounding is the one T4127 and PDOC do: half-up to the cent (or truncation where T4127 says
// so), applied by the caller at the exact step PDOC applies it.

export type Q = { readonly n: bigint; readonly d: bigint }; // n / d, d > 0 (reduced when d is large)

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

const REDUCE_ABOVE = 10n ** 15n;

function make(n: bigint, d: bigint): Q {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  // Reducing costs a bigint gcd per operation, the engine's hottest path; small denominators
  // (cents times a rate's decimals) stay small unreduced, so only large ones are reduced.
  if (d <= REDUCE_ABOVE) return { n, d };
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

/**
 * An exact value from a decimal literal: '0.0595', 4230.45, '3,500'. Numbers go through their
 * shortest round-trip string (String(0.0595) === '0.0595'), which is the literal as written in a
 * table file, so no binary approximation enters.
 */
export function q(value: string | number | bigint): Q {
  if (typeof value === 'bigint') return { n: value, d: 1n };
  // Table figures are parsed again on every pay; a week's invoices compute 100,000 of them.
  const known = parsed.get(value);
  if (known) return known;
  const exact = parseDecimal(value);
  if (parsed.size < PARSED_LIMIT) parsed.set(value, exact);
  return exact;
}

const PARSED_LIMIT = 10_000;
const parsed = new Map<string | number, Q>();

function parseDecimal(value: string | number): Q {
  const text = String(value).replaceAll(',', '').trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, whole, frac = ''] = match;
  const n = BigInt(whole + frac) * (sign ? -1n : 1n);
  return make(n, 10n ** BigInt(frac.length));
}

/** Integer cents as an exact dollar amount. */
export function fromCents(cents: number): Q {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer: ${cents}`);
  return make(BigInt(cents), 100n);
}

export const ZERO: Q = { n: 0n, d: 1n };

export const add = (a: Q, b: Q): Q => make(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => make(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => make(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => make(a.n * b.d, a.d * b.n);
export const cmp = (a: Q, b: Q): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const min = (a: Q, b: Q): Q => (cmp(a, b) <= 0 ? a : b);
export const max = (a: Q, b: Q): Q => (cmp(a, b) >= 0 ? a : b);
/** max(0, a): T4127's "if the result is negative, use 0". */
export const floor0 = (a: Q): Q => (a.n < 0n ? ZERO : a);
export const sum = (...values: Q[]): Q => values.reduce(add, ZERO);

/** Rounds to the cent, halves away from zero (PDOC's half-up on positive amounts). */
export function roundCents(a: Q): Q {
  const scaled = a.n * 100n;
  const whole = scaled / a.d; // truncates toward zero
  const rest = scaled - whole * a.d;
  const twice = (rest < 0n ? -rest : rest) * 2n;
  const away = twice >= a.d ? (a.n < 0n ? -1n : 1n) : 0n;
  return make(whole + away, 100n);
}

/** Drops everything past the cent (T4127: the CPP exemption per period is truncated). */
export function truncCents(a: Q): Q {
  return make((a.n * 100n) / a.d, 100n);
}

/** An amount already rounded to the cent, as integer cents. */
export function toCents(a: Q): number {
  const cents = a.n * 100n;
  if (cents % a.d !== 0n) throw new RangeError('not a whole number of cents; round first');
  return Number(cents / a.d);
}
