// The mail the jobs domain sends, in the recipient's language (emergencyAlertMessages).
import type { Mail } from '../../server/mail.server.ts';
import { escapeHtml } from '../../shared/html.ts';
import { type Locale, translator } from '../../shared/i18n.tsx';
import { emergencyAlertMessages } from './messages.ts';

/** 'A job needing care immediately was posted within your radius' (spec 002 §1). */
export function emergencyAlertEmail(
  { to, firstName, place, km, link, locale }: {
    to: string;
    firstName: string;
    place: string;
    km: string;
    link: string;
    locale: Locale;
  },
): Mail {
  const t = translator(emergencyAlertMessages, locale);
  const hello = firstName ? t('hello', { name: firstName }) : t('helloNoName');
  const body = t('body', { km, place });
  const text = [hello, '', body, link, '', t('signoff')].join('\n');
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${
      escapeHtml(link)
    }" style="background:#1f7a5a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${
      escapeHtml(t('button'))
    }</a></p><p>${escapeHtml(t('signoff'))}</p>`;
  return { to, subject: t('subject', { place }), text, html };
}
