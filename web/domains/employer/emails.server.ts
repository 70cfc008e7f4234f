// The mail the employer domain sends, in the recipient's language (employerMessages).
import type { Mail } from '../../server/mail.server.ts';
import { escapeHtml } from '../../shared/html.ts';
import { type Locale, translator } from '../../shared/i18n.tsx';
import { employerMessages } from './messages.ts';

/** A week before a remittance's due date (issue 23 point 2). */
export function remittanceEmail(
  { to, firstName, month, amount, date, link, locale }: {
    to: string;
    firstName: string;
    month: string;
    amount: string;
    date: string;
    link: string;
    locale: Locale;
  },
): Mail {
  const t = translator(employerMessages, locale);
  const hello = firstName ? t('emailHello', { name: firstName }) : t('emailHelloNoName');
  const body = t('emailBody', { month, amount, date });
  const text = [hello, '', body, link, '', t('emailSignoff')].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${
      escapeHtml(link)
    }" style="background:#1f7a5a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${
      escapeHtml(t('emailButton'))
    }</a></p><p>${escapeHtml(t('emailSignoff'))}</p>`;
  return { to, subject: t('emailSubject', { month, date }), text, html };
}
