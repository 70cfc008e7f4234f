// The mail that carries the download link, in the person's language.
import type { Mail } from '../../server/mail.server.ts';
import { escapeHtml } from '../../shared/html.ts';
import { type Locale, translator } from '../../shared/i18n.tsx';
import { myDataMessages } from './messages.ts';

export function exportReadyEmail(
  { to, firstName, link, locale }: { to: string; firstName: string; link: string; locale: Locale },
): Mail {
  const t = translator(myDataMessages, locale);
  const hello = firstName ? t('mailHello', { name: firstName }) : t('mailHelloNoName');
  const text = [hello, '', t('mailBody'), link, '', t('mailExpiry'), '', t('mailSignoff')].join(
    '\n',
  );
  const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('mailBody'))}</p>` +
    `<p><a href="${
      escapeHtml(link)
    }" style="background:#1f7a5a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${
      escapeHtml(t('mailButton'))
    }</a></p>` +
    `<p>${escapeHtml(t('mailExpiry'))}</p><p>${escapeHtml(t('mailSignoff'))}</p>`;
  return { to, subject: t('mailSubject'), text, html };
}
