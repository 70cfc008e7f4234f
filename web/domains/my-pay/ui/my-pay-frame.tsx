// The frame of every My Pay page (spec 002 §2): the page heading names the current tab, the tabs
// below it are links (each tab is its own URL): a family's Invoice, Pay History and Payment
// Methods, a caregiver's Current Invoice and Pay History.
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { myPayMessages } from '../messages.ts';
import { MY_PAY_TABS, type MyPayTab, type Role, tabPath } from '../model.ts';

export const tabLabelKey = (tab: MyPayTab, role: Role) =>
  tab === 'invoice' && role === 'caregiver' ? 'tab.currentInvoice' as const : `tab.${tab}` as const;

export function MyPayFrame(
  { role, tab, children }: { role: Role; tab: MyPayTab; children: ReactNode },
) {
  const t = useT(myPayMessages);
  return (
    <div className='container mp-page'>
      <p className='mp-page__eyebrow'>{t('myPay')}</p>
      <h1 className='mp-page__title'>{t(tabLabelKey(tab, role))}</h1>
      <nav className='mp-tabs' aria-label={t('tabs')}>
        {MY_PAY_TABS[role].map((name) => (
          <a
            key={name}
            className={`mp-tabs__tab${name === tab ? ' mp-tabs__tab--current' : ''}`}
            href={tabPath(name)}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(tabLabelKey(name, role))}
          </a>
        ))}
      </nav>
      {children}
    </div>
  );
}
