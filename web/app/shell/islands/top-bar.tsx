// The signed-in top bar and small-screen drawer (spec 000 §2.3): the app's sections, a live
// notifications bell and the account menu. A caregiver still completing signup sees only the
// account menu. Visitors get a top bar without JavaScript (../visitor-top-bar.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import { Icon, type IconName } from '../../../components/icons.tsx';
import { shellMessages } from '../messages.ts';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { coalesce } from '../../../shared/coalesce.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { SessionEnded } from '../session-ended.tsx';

export type TopBarViewer = {
  firstName: string;
  lastName: string;
  userType: 'family' | 'caregiver' | 'admin';
  imgUrlThumb: string | null;
  profileComplete: boolean;
};

export type TopBarProps = {
  viewer: TopBarViewer;
  unreadCount: number;
  transparent: boolean;
  pathname: string;
};

const SOLID_AFTER_PX = 8;

type NavLink = { href: string; label: string; icon: IconName };

export default function TopBar({ viewer, unreadCount, transparent, pathname }: TopBarProps) {
  const t = useT(shellMessages);
  const [solid, setSolid] = useState(!transparent);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (!transparent) return;
    const onScroll = () => setSolid(globalThis.scrollY > SOLID_AFTER_PX);
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, [transparent]);

  // Staff see their queues; everyone else the product's sections once their profile is complete.
  const appLinks: NavLink[] = viewer.userType === 'admin'
    ? [
      { href: '/admin', label: t('adminHome'), icon: 'dashboard' },
      { href: '/reports', label: t('adminReports'), icon: 'report' },
      { href: '/admin/background-checks', label: t('adminChecks'), icon: 'caregivers' },
      { href: '/admin/inquiries', label: t('adminInquiries'), icon: 'messages' },
      { href: '/admin/careers', label: t('careers'), icon: 'jobs' },
    ]
    : viewer.profileComplete
    ? [
      { href: '/dashboard', label: t('dashboard'), icon: 'dashboard' },
      viewer.userType === 'family'
        ? { href: '/caregivers', label: t('caregivers'), icon: 'caregivers' }
        : { href: '/jobs', label: t('jobs'), icon: 'jobs' },
      { href: '/myteam', label: t('myTeam'), icon: 'team' },
      { href: '/messages', label: t('messages'), icon: 'messages' },
      { href: '/mypay', label: t('myPay'), icon: 'pay' },
    ]
    : [];
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  return (
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
            {appLinks.map((link) => (
              <li key={link.href}>
                <a
                  className='top-bar__icon-link'
                  href={link.href}
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
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
                  current={isCurrent('/notifications')}
                />
              </li>
            )}
            <li>
              <AccountMenu viewer={viewer} />
            </li>
          </ul>
        </nav>
        {appLinks.length > 0 && (
          <button
            type='button'
            className='top-bar__menu-button'
            aria-expanded={drawerOpen}
            aria-controls='site-drawer'
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name='menu' label={t('openMenu')} />
          </button>
        )}
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        links={appLinks.map(({ href, label }) => ({ href, label }))}
        extra={[
          { href: '/notifications', label: t('notifications') },
          { href: '/profile', label: t('profile') },
          { href: '/resources', label: t('help') },
        ]}
      />
      <SessionEnded />
    </header>
  );
}

/** A disclosure menu: button toggles a list; Escape or a click elsewhere closes it. */
function Menu(
  { label, items, buttonContent, footer }: {
    label: string;
    items: { href: string; label: string }[];
    buttonContent?: React.ReactNode;
    footer?: React.ReactNode;
  },
) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className='menu' ref={root}>
      <button
        type='button'
        className='menu__button'
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {buttonContent ?? label} <Icon name='chevronDown' size={18} />
      </button>
      <ul className='menu__list' id={id} hidden={!open} aria-label={label}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
        {footer && <li>{footer}</li>}
      </ul>
    </div>
  );
}

function AccountMenu({ viewer }: { viewer: TopBarViewer }) {
  const t = useT(shellMessages);
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await api('POST', '/api/logout');
    globalThis.location.assign('/');
  };
  const initials = `${viewer.firstName[0] ?? ''}${viewer.lastName[0] ?? ''}`.toUpperCase() || '?';
  return (
    <Menu
      label={t('account')}
      buttonContent={
        <span className='avatar' aria-label={t('account')}>
          {viewer.imgUrlThumb
            ? <img src={viewer.imgUrlThumb} alt='' width='32' height='32' />
            : initials}
        </span>
      }
      items={[
        ...(viewer.profileComplete ? [{ href: '/profile', label: t('profile') }] : []),
        { href: '/resources', label: t('help') },
      ]}
      footer={
        <button type='button' className='menu__item-button' onClick={logout} disabled={leaving}>
          {leaving ? t('loggingOut') : t('logout')}
        </button>
      }
    />
  );
}

function NotificationBell({ initialCount, current }: { initialCount: number; current: boolean }) {
  const t = useT(shellMessages);
  const [count, setCount] = useState(initialCount);
  useEffect(() => {
    // Any change may move the count; a burst of them (mark all read) is one request after it,
    // never two at once.
    const refresh = coalesce(async () => {
      const res = await api<{ count: number }>('GET', '/api/notifications/unread-count');
      if (res.ok) setCount(res.data.count);
    });
    const off = subscribe('notifications', () => refresh());
    // Live (again): what changed before the server was listening is counted now.
    const offLive = onLive(refresh);
    return () => {
      off();
      offLive();
      refresh.cancel();
    };
  }, []);
  const label = count > 0 ? t('unreadNotifications', { count }) : t('notifications');
  return (
    <a
      className='top-bar__icon-link'
      href='/notifications'
      aria-current={current ? 'page' : undefined}
    >
      <span className='bell'>
        <Icon name='bell' />
        {count > 0 && (
          <span className='bell__badge' data-testid='unread-badge' aria-hidden='true'>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className='top-bar__icon-label'>{t('notifications')}</span>
      <span className='visually-hidden' aria-live='polite'>{label}</span>
    </a>
  );
}

function Drawer(
  { open, onClose, links, extra }: {
    open: boolean;
    onClose: () => void;
    links: { href: string; label: string }[];
    extra: { href: string; label: string }[];
  },
) {
  const t = useT(shellMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  const logout = async () => {
    await api('POST', '/api/logout');
    globalThis.location.assign('/');
  };
  return (
    <dialog
      ref={dialog}
      id='site-drawer'
      className='drawer'
      aria-label={t('mainNavigation')}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className='drawer__panel'>
        <button type='button' className='icon-button drawer__close' onClick={onClose}>
          <Icon name='close' label={t('closeMenu')} />
        </button>
        <ul>
          {[...links, ...extra].map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
          <li>
            <button type='button' className='menu__item-button' onClick={logout}>
              {t('logout')}
            </button>
          </li>
        </ul>
      </div>
    </dialog>
  );
}
