// The signed-in top bar's rules, apart from React (spec 000 §2.3): which sections a person sees,
// which one is the current page, the account button's initials and the bell's badge.
import type { IconName } from '../../components/icons.tsx';
import type { shellMessages } from './messages.ts';

export type TopBarViewer = {
  firstName: string;
  lastName: string;
  userType: 'family' | 'caregiver' | 'admin';
  imgUrlThumb: string | null;
  profileComplete: boolean;
};

export type NavLink = { href: string; label: string; icon: IconName };

type Say = (key: keyof (typeof shellMessages)['en']) => string;

/** Past this scroll the see-through bar over a hero turns solid, so its links stay readable. */
export const SOLID_AFTER_PX = 8;

export const isSolid = (scrollY: number) => scrollY > SOLID_AFTER_PX;

/**
 * Staff see their queues; everyone else the product's sections once their profile is complete
 * (a caregiver still completing signup sees none).
 */
export function appLinks(
  viewer: Pick<TopBarViewer, 'userType' | 'profileComplete'>,
  t: Say,
): NavLink[] {
  if (viewer.userType === 'admin') {
    return [
      { href: '/admin', label: t('adminHome'), icon: 'dashboard' },
      { href: '/reports', label: t('adminReports'), icon: 'report' },
      { href: '/admin/background-checks', label: t('adminChecks'), icon: 'caregivers' },
      { href: '/admin/inquiries', label: t('adminInquiries'), icon: 'messages' },
      { href: '/admin/careers', label: t('careers'), icon: 'jobs' },
    ];
  }
  if (!viewer.profileComplete) return [];
  return [
    { href: '/dashboard', label: t('dashboard'), icon: 'dashboard' },
    viewer.userType === 'family'
      ? { href: '/caregivers', label: t('caregivers'), icon: 'caregivers' }
      : { href: '/jobs', label: t('jobs'), icon: 'jobs' },
    { href: '/myteam', label: t('myTeam'), icon: 'team' },
    { href: '/messages', label: t('messages'), icon: 'messages' },
    { href: '/mypay', label: t('myPay'), icon: 'pay' },
  ];
}

/** A section is current on its own page and on every page under it. */
export const isCurrent = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** The account button without a photo: the initials, or '?' when the name is empty. */
export const initials = (viewer: Pick<TopBarViewer, 'firstName' | 'lastName'>) =>
  `${viewer.firstName[0] ?? ''}${viewer.lastName[0] ?? ''}`.toUpperCase() || '?';

/** The bell's badge: nothing at zero, and no more than two digits. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);
