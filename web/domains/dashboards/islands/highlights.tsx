// Account Highlights, live: the counts follow applications and invoices as they change
// (live.ts re-reads them once per burst).
import { useEffect, useState } from 'react';
import { watchSections } from '../live.ts';
import type { HighlightsData } from '../model.ts';
import { HighlightsCard } from '../ui/highlights-card.tsx';

export type HighlightsProps = { data: HighlightsData };

export default function Highlights({ data }: HighlightsProps) {
  const [counts, setCounts] = useState(data.counts);
  useEffect(() => watchSections((s) => s.counts && setCounts(s.counts)), []);
  return <HighlightsCard data={{ ...data, counts }} />;
}
