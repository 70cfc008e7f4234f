// The signed-in top bar and small-screen drawer (spec 000 §2.3): the app's sections, a live
// notifications bell and the account menu. A caregiver still completing signup sees only the
// account menu. Visitors get a top bar without JavaScript (../visitor-top-bar.tsx).
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { shellMessages } from '../messages.ts';
import { useT } from '../../../shared/i18n.tsx';
import { SessionEnded } from '../session-ended.tsx';
import { AccountMenu, Drawer, NotificationBell } from '../top-bar-menus.tsx';
import { appLinks, isCurrent, isSolid, type TopBarViewer } from '../top-bar-state.ts';

export type { TopBarViewer } from '../top-bar-state.ts';

export type TopBarProps = {
  viewer: TopBarViewer;
  unreadCount: number;
  transparent: boolean;
  pathname: string;
};

const DRAWER_ID = 'site-drawer';

export default function TopBar({ viewer, unreadCount, transparent, pathname }: TopBarProps) {
  const t = useT(shellMessages);
  const [solid, setSolid] = useState(!transparent);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!transparent) return;
    const onScroll = () => setSolid(isSolid(globalThis.scrollY));
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [transparent]);

  const links = appLinks(viewer, t);
  const current = (href: string) => isCurrent(pathname, href);

  // The dialogs sit beside the bar, not in it: a header may not hold another (theirs).
  return (
    <>
      <header
        className={`top-bar${transparent ? ' top-bar--overlay' : ''}${
          solid ? ' top-bar--solid' : ' top-bar--transparent'
        }`}
      >
        <div className='top-bar__inner'>
          <a className='top-bar__logo' href='/dashboard' aria-label={t('home')}>
            <img src='/static/images/logo-mark.svg' alt='' width='32' height='32' />
            <span>Tendwell</span>
          </a>
          <nav className='top-bar__nav' aria-label={t('mainNavigation')}>
            <ul className='top-bar__icons'>
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    className='top-bar__icon-link'
                    href={link.href}
                    aria-current={current(link.href) ? 'page' : undefined}
                  >
                    <Icon name={link.icon} />
                    <span className='top-bar__icon-label'>{link.label}</span>
                  </a>
                </li>
              ))}
              {viewer.profileComplete && (
                <li>
                  <NotificationBell
                    initialCount={unreadCount}
                    current={current('/notifications')}
                  />
                </li>
              )}
              <li>
                <AccountMenu viewer={viewer} />
              </li>
            </ul>
          </nav>
          {links.length > 0 && (
            <button
              type='button'
              className='top-bar__menu-button'
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setDrawerOpen(true)}
            >
              <Icon name='menu' label={t('openMenu')} />
            </button>
          )}
        </div>
      </header>
      <Drawer
        id={DRAWER_ID}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        links={[
          ...links.map(({ href, label }) => ({ href, label })),
          { href: '/notifications', label: t('notifications') },
          { href: '/profile', label: t('profile') },
          { href: '/resources', label: t('help') },
        ]}
      />
      <SessionEnded />
    </>
  );
}
