import type { ReactNode } from 'react';
import { shellMessages } from './messages.ts';
import { SiteFooter } from './site-footer.tsx';
import { Island } from '../../shared/island.tsx';
import { useT } from '../../shared/i18n.tsx';
import type { Alert } from '../../shared/alerts.ts';
import TopBar, { type TopBarViewer } from './islands/top-bar.tsx';
import AlertBanner from './islands/alert-banner.tsx';
import { VisitorTopBar } from './visitor-top-bar.tsx';
import {
  FAMILY_SIGNUP_ISLAND,
  type FamilySignupProps,
  LOGIN_DIALOG_ISLAND,
} from '../../domains/accounts/model.ts';

export type ShellProps = {
  viewer: TopBarViewer | null;
  unreadCount: number;
  pathname: string;
  search: string;
  footer: boolean;
  transparentTopBar: boolean;
  alert: Alert | null;
  children: ReactNode;
};

export function PageShell(props: ShellProps) {
  const t = useT(shellMessages);
  const inApp = !!props.viewer?.profileComplete;
  return (
    <>
      <a className='skip-link' href='#main'>{t('skipToContent')}</a>
      {props.viewer
        ? (
          <Island
            name='shell/top-bar'
            component={TopBar}
            props={{
              viewer: props.viewer,
              unreadCount: props.unreadCount,
              transparent: props.transparentTopBar,
              pathname: props.pathname,
            }}
          />
        )
        : (
          <>
            <VisitorTopBar
              pathname={props.pathname}
              transparent={props.transparentTopBar}
              signInDialog
            />
            <Island name={LOGIN_DIALOG_ISLAND} hydrate='open' props={{}} />
            {
              // One family wizard per page, mounted by the first Get Started press;
              // ?get-started=1 (a link, or a press without JavaScript) opens it at once.
              new URLSearchParams(props.search).has('get-started')
                ? (
                  <Island<FamilySignupProps>
                    name={FAMILY_SIGNUP_ISLAND}
                    props={{ autoOpen: true }}
                  />
                )
                : (
                  <Island<FamilySignupProps>
                    name={FAMILY_SIGNUP_ISLAND}
                    hydrate='open'
                    props={{}}
                  />
                )
            }
          </>
        )}
      {
        // The banner is everyone's (spec 000 §2.8, ADR 002). Signed in, or with an alert from the
        // server, it comes with the page. A visitor's page carries no script until a press
        // (ADR 019): the banner mounts when the browser entry first loads (web/client.tsx), and
        // until then the inline loader shows this server-rendered offline notice.
        props.viewer || props.alert
          ? (
            <Island
              name='shell/alert-banner'
              component={AlertBanner}
              props={{ initial: props.alert, inset: inApp }}
            />
          )
          : (
            <>
              <div className='alert-region' data-offline hidden>
                <div className='alert alert--error' role='alert'>
                  <span className='alert__message'>{t('offline')}</span>
                </div>
              </div>
              <Island
                name='shell/alert-banner'
                hydrate='open'
                props={{ initial: null, inset: false }}
              />
            </>
          )
      }
      <main
        id='main'
        tabIndex={-1}
        className={props.transparentTopBar ? 'main main--under-bar' : 'main'}
      >
        {props.children}
      </main>
      {props.footer && <SiteFooter pathname={props.pathname} />}
    </>
  );
}
