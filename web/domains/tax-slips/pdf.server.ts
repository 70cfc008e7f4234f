// The slips and the Summary as PDF (pdf-lib): one letter page per slip (with the RL-1 figures
// under a Quebec slip), one for the Summary, in the reader's language. A draft says so across
// the page and at the top; Quebec drafts name the figures not yet verified (ADR 026).
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCalendarDate } from '../../shared/dates.ts';
import { type Locale, translator } from '../../shared/i18n.tsx';
import { formatCents } from '../../shared/money.ts';
import { payrollMessages } from '../payroll/model.ts';
import { finalFrom, type T4Summary, type TaxSlip } from './model.ts';
import { type TaxSlipsMessageKey, taxSlipsMessages } from './messages.ts';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;

/** The standard fonts write WinAnsi: spaces Intl puts in French amounts become plain spaces. */
const ansi = (s: string) =>
  s.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/[\u2018\u2019]/g, "'").replace(
    /[^\x20-\x7e\u00a0-\u00ff\u2014\u2013\u2026]/g,
    '?',
  );

type Writer = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };

function line(w: Writer, text: string, opts: { size?: number; bold?: boolean; x?: number } = {}) {
  const size = opts.size ?? 10;
  w.page.drawText(ansi(text), {
    x: opts.x ?? MARGIN,
    y: w.y,
    size,
    font: opts.bold ? w.bold : w.font,
    color: rgb(0.1, 0.1, 0.1),
  });
  w.y -= size + 6;
}

function row(w: Writer, label: string, value: string) {
  w.page.drawText(ansi(label), { x: MARGIN, y: w.y, size: 10, font: w.font });
  const v = ansi(value);
  const width = w.bold.widthOfTextAtSize(v, 10);
  w.page.drawText(v, { x: PAGE[0] - MARGIN - width, y: w.y, size: 10, font: w.bold });
  w.page.drawLine({
    start: { x: MARGIN, y: w.y - 4 },
    end: { x: PAGE[0] - MARGIN, y: w.y - 4 },
    thickness: 0.4,
    color: rgb(0.8, 0.8, 0.8),
  });
  w.y -= 18;
}

function draftMark(w: Writer, label: string) {
  w.page.drawText(ansi(label), {
    x: 90,
    y: 250,
    size: 34,
    font: w.bold,
    color: rgb(0.85, 0.2, 0.2),
    opacity: 0.18,
    rotate: degrees(35),
  });
}

async function newDoc(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(ansi(title));
  doc.setProducer('Tendwell');
  doc.setCreator('Tendwell');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, font, bold };
}

export type SlipPdfOptions = {
  locale: Locale;
  draft: boolean;
  /** Payroll message keys of the figures not verified (shown on a Quebec draft). */
  unverified: string[];
  payrollAccount: string | null;
};

export async function slipsPdf(slips: TaxSlip[], opts: SlipPdfOptions): Promise<Uint8Array> {
  const t = translator(taxSlipsMessages, opts.locale);
  const p = translator(payrollMessages, opts.locale) as (key: string) => string;
  const money = (cents: number) => formatCents(cents, opts.locale);
  const year = slips[0]?.year ?? 0;
  const { doc, font, bold } = await newDoc(t('pdf.t4Title', { year }));
  const draftLabel = t('pdf.draft', {
    date: formatCalendarDate(finalFrom(year), opts.locale, 'long'),
  });
  for (const slip of slips) {
    const w: Writer = { page: doc.addPage(PAGE), font, bold, y: PAGE[1] - MARGIN };
    if (opts.draft) draftMark(w, draftLabel);
    line(w, t('pdf.t4Title', { year: slip.year }), { size: 15, bold: true });
    if (opts.draft) line(w, draftLabel, { bold: true });
    if (slip.reportType === 'A') line(w, t('pdf.amended'), { bold: true });
    w.y -= 6;
    line(w, `${t('employer')}: ${slip.employerName}`);
    line(w, `${t('pdf.payrollAccount')}: ${opts.payrollAccount ?? '—'}`);
    line(w, `${t('employee')}: ${slip.employeeLastName}, ${slip.employeeFirstName}`);
    if (slip.reportType) line(w, `${t('pdf.reportType')}: ${slip.reportType}`);
    w.y -= 8;
    const b = slip.t4;
    row(w, t('box.10'), b.box10);
    const boxes: [TaxSlipsMessageKey, number][] = [
      ['box.14', b.box14],
      ['box.16', b.box16],
      ['box.16A', b.box16A],
      ['box.17', b.box17],
      ['box.17A', b.box17A],
      ['box.18', b.box18],
      ['box.22', b.box22],
      ['box.24', b.box24],
      ['box.26', b.box26],
      ['box.55', b.box55],
      ['box.56', b.box56],
    ];
    // Boxes that do not apply stay empty, as on the CRA's slip.
    for (const [key, cents] of boxes) if (cents !== 0) row(w, t(key), money(cents));
    if (b.box29) row(w, t('box.29'), b.box29);
    if (slip.rl1) {
      w.y -= 10;
      line(w, t('rl1Title'), { size: 13, bold: true });
      const r = slip.rl1;
      const rl1: [TaxSlipsMessageKey, number][] = [
        ['rl1.A', r.A],
        ['rl1.B', r.B],
        ['rl1.BA', r.BA],
        ['rl1.C', r.C],
        ['rl1.E', r.E],
        ['rl1.G', r.G],
        ['rl1.H', r.H],
        ['rl1.I', r.I],
      ];
      for (const [key, cents] of rl1) if (cents !== 0) row(w, t(key), money(cents));
      if (opts.draft && opts.unverified.length) {
        w.y -= 6;
        line(w, t('unverifiedTitle'), { bold: true });
        for (const key of opts.unverified) wrap(w, p(key));
      }
    }
    w.y = MARGIN;
    line(w, t('pdf.prepared', { year: slip.year }), { size: 8 });
  }
  return await doc.save();
}

/** Long text over several lines of the page's width. */
function wrap(w: Writer, text: string, size = 8) {
  const words = ansi(text).split(' ');
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (w.font.widthOfTextAtSize(next, size) > PAGE[0] - 2 * MARGIN) {
      line(w, current, { size });
      current = word;
    } else current = next;
  }
  if (current) line(w, current, { size });
}

export async function summaryPdf(
  summary: T4Summary,
  opts: { locale: Locale; draft: boolean; payrollAccount: string | null },
): Promise<Uint8Array> {
  const t = translator(taxSlipsMessages, opts.locale);
  const money = (cents: number) => formatCents(cents, opts.locale);
  const { doc, font, bold } = await newDoc(t('pdf.summaryTitle', { year: summary.year }));
  const w: Writer = { page: doc.addPage(PAGE), font, bold, y: PAGE[1] - MARGIN };
  const draftLabel = t('pdf.draft', {
    date: formatCalendarDate(finalFrom(summary.year), opts.locale, 'long'),
  });
  if (opts.draft) draftMark(w, draftLabel);
  line(w, t('pdf.summaryTitle', { year: summary.year }), { size: 15, bold: true });
  if (opts.draft) line(w, draftLabel, { bold: true });
  if (summary.reportType === 'A') line(w, t('pdf.amended'), { bold: true });
  w.y -= 6;
  line(w, `${t('employer')}: ${summary.employerName}`);
  line(w, `${t('pdf.payrollAccount')}: ${opts.payrollAccount ?? '—'}`);
  w.y -= 8;
  row(w, t('line.88'), String(summary.slipCount));
  const lines: [TaxSlipsMessageKey, number][] = [
    ['line.14', summary.box14],
    ['line.16', summary.box16],
    ['line.16A', summary.box16A],
    ['line.27', summary.box27],
    ['line.27A', summary.box27A],
    ['line.18', summary.box18],
    ['line.19', summary.box19],
    ['line.22', summary.box22],
    ['line.80', summary.box80],
    ['line.82', summary.box82],
  ];
  for (const [key, cents] of lines) row(w, t(key), money(cents));
  if (summary.differenceCents > 0) row(w, t('line.86'), money(summary.differenceCents));
  else if (summary.differenceCents < 0) row(w, t('line.84'), money(-summary.differenceCents));
  else row(w, t('nothingOwed'), money(0));
  w.y = MARGIN;
  line(w, t('pdf.prepared', { year: summary.year }), { size: 8 });
  return await doc.save();
}
