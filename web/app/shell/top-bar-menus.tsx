// The parts of the signed-in top bar (islands/top-bar.tsx) that keep their own state: the account
// menu, the live notifications bell, and the small-screen drawer.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Icon } from '../../components/icons.tsx';
import { api } from '../../shared/api-client.ts';
import { coalesce } from '../../shared/coalesce.ts';
import { useT } from '../../shared/i18n.tsx';
import { onLive, subscribe } from '../../shared/realtime-client.ts';
import { shellMessages } from './messages.ts';
import { badgeText, initials, type TopBarViewer } from './top-bar-state.ts';

type Link = { href: string; label: string };

async function logout() {
  await api('POST', '/api/logout');
  globalThis.location.assign('/');
}

/** A disclosure menu: button toggles a list; Escape or a click elsewhere closes it. */
function Menu(
  { label, items, buttonContent, footer }: {
    label: string;
    items: Link[];
    buttonContent?: ReactNode;
    footer?: ReactNode;
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

export function AccountMenu({ viewer }: { viewer: TopBarViewer }) {
  const t = useT(shellMessages);
  const [leaving, setLeaving] = useState(false);
  return (
    <Menu
      label={t('account')}
      buttonContent={
        <span className='avatar' aria-label={t('account')}>
          {viewer.imgUrlThumb
            ? <img src={viewer.imgUrlThumb} alt='' width='32' height='32' />
            : initials(viewer)}
        </span>
      }
      items={[
        ...(viewer.profileComplete ? [{ href: '/profile', label: t('profile') }] : []),
        { href: '/resources', label: t('help') },
      ]}
      footer={
        <button
          type='button'
          className='menu__item-button'
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
          disabled={leaving}
        >
          {leaving ? t('loggingOut') : t('logout')}
        </button>
      }
    />
  );
}

export function NotificationBell(
  { initialCount, current }: { initialCount: number; current: boolean },
) {
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
  const badge = badgeText(count);
  return (
    <a
      className='top-bar__icon-link'
      href='/notifications'
      aria-current={current ? 'page' : undefined}
    >
      <span className='bell'>
        <Icon name='bell' />
        {badge && (
          <span className='bell__badge' data-testid='unread-badge' aria-hidden='true'>
            {badge}
          </span>
        )}
      </span>
      <span className='top-bar__icon-label'>{t('notifications')}</span>
      <span className='visually-hidden' aria-live='polite'>{label}</span>
    </a>
  );
}

/** The small-screen drawer: a modal dialog that slides in from the side with every link. */
export function Drawer(
  { id, open, onClose, links }: {
    /** The menu button's aria-controls. */
    id: string;
    open: boolean;
    onClose: () => void;
    links: Link[];
  },
) {
  const t = useT(shellMessages);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('mainNavigation')}
      titleClassName='visually-hidden'
      closeLabel={t('closeMenu')}
      className='drawer'
      headerClassName='drawer__close'
      // As with the visitors' drawer (a popover), a press on the dimmed page beside it closes it.
      closeOnBackdrop
      // Mounted while closed: the menu button's aria-controls names the panel.
      keepMounted
    >
      <div id={id} className='drawer__panel'>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
          <li>
            <button type='button' className='menu__item-button' onClick={() => void logout()}>
              {t('logout')}
            </button>
          </li>
        </ul>
      </div>
    </Dialog>
  );
}
