// The ROE's figures as a PDF (pdf-lib), in the reader's language: the blocks the family copies
// into ROE Web, then block 15C's table (53 weekly periods fit on two letter pages).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatCalendarDate } from '../../shared/dates.ts';
import { type Locale, translator } from '../../shared/i18n.tsx';
import { formatCents } from '../../shared/money.ts';
import type { EmployerDetails } from '../employer/model.ts';
import { roeMessages } from './messages.ts';
import type { RecordOfEmployment } from './model.ts';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;

/** The standard fonts write WinAnsi: spaces Intl puts in French amounts become plain spaces. */
const ansi = (s: string) =>
  s.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/[\u2018\u2019]/g, "'").replace(
    /[^\x20-\x7e\u00a0-\u00ff\u2014\u2013\u2026]/g,
    '?',
  );

type Writer = { doc: PDFDocument; page: PDFPage; font: PDFFont; bold: PDFFont; y: number };

function room(w: Writer, needed: number) {
  if (w.y - needed > MARGIN) return;
  w.page = w.doc.addPage(PAGE);
  w.y = PAGE[1] - MARGIN;
}

function line(w: Writer, text: string, opts: { size?: number; bold?: boolean } = {}) {
  const size = opts.size ?? 10;
  room(w, size + 6);
  w.page.drawText(ansi(text), {
    x: MARGIN,
    y: w.y,
    size,
    font: opts.bold ? w.bold : w.font,
    color: rgb(0.1, 0.1, 0.1),
    maxWidth: PAGE[0] - 2 * MARGIN,
    lineHeight: size + 3,
  });
  // A long sentence wraps: move down by its lines.
  const words = ansi(text).split(' ');
  let lines = 1;
  let width = 0;
  const font = opts.bold ? w.bold : w.font;
  for (const word of words) {
    const ww = font.widthOfTextAtSize(`${word} `, size);
    if (width + ww > PAGE[0] - 2 * MARGIN) {
      lines++;
      width = ww;
    } else width += ww;
  }
  w.y -= lines * (size + 3) + 4;
}

function cells(w: Writer, values: string[], xs: number[], bold = false) {
  room(w, 16);
  values.forEach((v, i) => {
    const text = ansi(v);
    const font = bold ? w.bold : w.font;
    // Right-align every column but the first.
    const x = i === 0 ? xs[i] : xs[i] - font.widthOfTextAtSize(text, 9);
    w.page.drawText(text, { x, y: w.y, size: 9, font });
  });
  w.y -= 14;
}

function row(w: Writer, label: string, value: string) {
  room(w, 18);
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

export async function roePdf(
  roe: RecordOfEmployment,
  employer: EmployerDetails | null,
  locale: Locale,
): Promise<Uint8Array> {
  const t = translator(roeMessages, locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t('recordTitle')} – ${roe.caregiverName}`);
  const w: Writer = {
    doc,
    page: doc.addPage(PAGE),
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE[1] - MARGIN,
  };
  const date = (d: string) => formatCalendarDate(d, locale);
  const money = (c: number) => formatCents(c, locale);
  const f = roe.figures;
  line(w, t('recordTitle'), { size: 18, bold: true });
  line(w, `${t('colCaregiver')}: ${roe.caregiverName}`);
  line(w, `${t('colFamily')}: ${employer?.legalName ?? roe.familyName}`);
  if (employer) {
    const a = employer.address;
    line(
      w,
      [a.line1, a.line2, `${a.city} ${a.province} ${a.postalCode}`].filter(Boolean).join(', '),
    );
    if (employer.payrollAccount) line(w, employer.payrollAccount);
  }
  line(w, `${t('colCause')}: ${t(`cause.${roe.cause}`)}`);
  line(
    w,
    `${t('colReason')}: ${roe.reasonCode ? t(`reason.${roe.reasonCode}`) : t('reasonMissing')}`,
  );
  w.y -= 6;
  line(w, t('figures'), { size: 13, bold: true });
  row(w, t('payPeriodType'), t('weekly'));
  if (f) {
    row(w, t('firstDayWorked'), date(f.firstDayWorked));
    row(w, t('lastDayPaid'), date(f.lastDayPaid));
    row(w, t('finalPeriodEnd'), date(f.finalPeriodEnd));
    row(w, t('totalHours'), String(f.totalHours));
    row(w, t('totalEarnings'), money(f.totalEarningsCents));
    row(w, t('vacationSeparation'), money(f.vacationPaySeparationCents));
    line(w, t('vacationNote', { amount: money(f.finalPeriodVacationCents) }), { size: 8 });
    w.y -= 6;
    line(w, t('periodsTitle'), { size: 13, bold: true });
    const xs = [MARGIN, 300, 420, PAGE[0] - MARGIN];
    cells(w, [t('colPeriod'), t('colPeriodEnd'), t('colHours'), t('colEarnings')], xs, true);
    for (const p of f.periods) {
      cells(
        w,
        [String(p.number), date(p.periodEnd), p.hours.toFixed(2), money(p.earningsCents)],
        xs,
      );
    }
  }
  w.y -= 8;
  line(w, t('familyHowTo'), { size: 8 });
  return await doc.save();
}
