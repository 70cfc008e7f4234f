// Account Highlights, live: the counts follow applications and invoices as they change
// (live.ts re-reads them once per burst); a caregiver's missing items follow the account's
// status flags (a background check approved, banking saved), pushed by the realtime hub.
import { useEffect, useState } from 'react';
import { subscribe } from '../../../shared/realtime-client.ts';
import { watchSections } from '../live.ts';
import type { HighlightsData } from '../model.ts';
import { HighlightsCard } from '../ui/highlights-card.tsx';
import { missingAfterFlags } from '../ui/missing-live.ts';

export type HighlightsProps = { data: HighlightsData };

export default function Highlights({ data }: HighlightsProps) {
  const [counts, setCounts] = useState(data.counts);
  const [missing, setMissing] = useState(data.missing);
  useEffect(() => watchSections((s) => s.counts && setCounts(s.counts)), []);
  useEffect(() => {
    if (data.missing === null) return;
    return subscribe('account_statuses', (change) => {
      if (change.row) setMissing((m) => missingAfterFlags(m ?? [], change.row!));
    });
  }, []);
  return <HighlightsCard data={{ ...data, counts, missing }} />;
}
