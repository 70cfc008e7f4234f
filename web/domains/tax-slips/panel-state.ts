// What the tax-slips panel on My Pay shows for a year (pure): the draft or final notice, the
// downloads each role has, whether the family may issue (originals once the year is over, then
// amended slips only when a pay changed since), the XML returns, and the Summary's balance.
import type { TaxYearView } from './model.ts';
import type { TaxSlipsMessageKey } from './messages.ts';

export type Link = { href: string; label: TaxSlipsMessageKey; params?: Record<string, string> };

export type PanelModel = {
  notice: 'draft' | 'final' | 'empty';
  slipsPdf: Link | null;
  summaryPdf: Link | null;
  xml: Link[];
  issue: TaxSlipsMessageKey | null;
  balance: { label: TaxSlipsMessageKey; cents: number } | null;
};

export function panelModel(view: TaxYearView, formatDate: (iso: string) => string): PanelModel {
  const base = `/api/tax-slips/${view.year}`;
  const any = view.slips.length > 0;
  const family = view.role === 'family';
  const notice = !any ? 'empty' : view.draft ? 'draft' : 'final';
  let issue: TaxSlipsMessageKey | null = null;
  if (family && !view.draft && any) {
    if (view.runs.length === 0) issue = 'issueSlips';
    else if (view.changedSinceIssue) issue = 'issueAmended';
  }
  const xml: Link[] = [];
  if (family && any && view.missing.length === 0) {
    if (view.draft) xml.push({ href: `${base}/return.xml`, label: 'downloadXmlDraft' });
    for (const run of view.runs) {
      xml.push({
        href: `${base}/return.xml?run=${run.id}`,
        label: run.reportType === 'A' ? 'downloadAmendedXml' : 'downloadOriginalXml',
        params: { date: formatDate(run.issuedAt) },
      });
    }
  }
  const summary = family ? view.summary : null;
  const difference = summary?.differenceCents ?? 0;
  return {
    notice,
    slipsPdf: any
      ? { href: `${base}/slips.pdf`, label: family ? 'downloadSlips' : 'downloadSlip' }
      : null,
    summaryPdf: family && any ? { href: `${base}/summary.pdf`, label: 'downloadSummary' } : null,
    xml,
    issue,
    balance: summary && any
      ? difference > 0
        ? { label: 'balanceDue', cents: difference }
        : difference < 0
        ? { label: 'overpayment', cents: -difference }
        : { label: 'nothingOwed', cents: 0 }
      : null,
  };
}
