// The pure logic of the separation island (team page) and the reason form (ROE page): which
// reason a select's value is, what the member's panel asks of the viewer.
import { REASON_CODES, type ReasonCode, type SeparationPanel } from './model.ts';

/** The chosen reason, or the catalog key of the error to show. */
export function chosenReason(value: string): { code: ReasonCode } | { error: 'reasonRequired' } {
  const code = REASON_CODES.find((c) => c === value);
  return code ? { code } : { error: 'reasonRequired' };
}

/** What the panel offers: end (family) or leave (caregiver), and the records to look at. */
export function panelActions(panel: SeparationPanel): {
  action: 'end' | 'leave' | null;
  needsReason: string[];
  records: string[];
} {
  const last = panel.lastPeriodEnd;
  // The ROE of the last paid period was already asked for (an interruption the job found still
  // lets the family end the employment: that gives its reason).
  const covered = panel.records.some((r) =>
    r.finalPeriodEnd === last && r.cause !== 'interruption'
  );
  return {
    action: last === null || covered ? null : panel.viewer === 'family' ? 'end' : 'leave',
    needsReason: panel.viewer === 'family'
      ? panel.records.filter((r) => r.reasonCode === null).map((r) => r.id)
      : [],
    records: panel.records.map((r) => r.id),
  };
}
