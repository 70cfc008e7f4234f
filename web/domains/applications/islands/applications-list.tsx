// /jobs/applications (spec 002 §2, §9) for both roles: tabs All / Pending / Actioned and the
// filters; each row links to /jobs/applications/{id}. Live: the other party's actions show as
// they happen.
import { type KeyboardEvent, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationStatusMessages } from '../../../shared/enumeration-messages.ts';
import { applicationMessages } from '../messages.ts';
import {
  APPLICATION_FILTERS,
  APPLICATION_TABS,
  type ApplicationFilter,
  applicationPath,
  applicationStatus,
  type ApplicationTab,
  type JobApplication,
} from '../model.ts';
import { applyFilter, inTab, otherParty, type Role } from '../ui/list-state.ts';
import { formatDay, placeOf } from '../ui/format.ts';
import { useApplications } from '../ui/use-applications.ts';
import { applicationsUi } from '../ui-messages.ts';

export type ApplicationsListProps = { role: Role; initial: JobApplication[] };

export default function ApplicationsList({ role, initial }: ApplicationsListProps) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const st = useT(applicationStatusMessages);
  const locale = useLocale();
  const { apps } = useApplications(initial);
  const [tab, setTab] = useState<ApplicationTab>('all');
  const [filter, setFilter] = useState<ApplicationFilter>('newest');

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (i + delta + APPLICATION_TABS.length) % APPLICATION_TABS.length;
    setTab(APPLICATION_TABS[next]);
    document.getElementById(`ap-tab-${APPLICATION_TABS[next]}`)?.focus();
  };

  const shown = apps ? applyFilter(inTab(apps, tab), filter, role) : [];
  return (
    <div className='ap-list'>
      <h1 className='ap-title'>{t('titleList')}</h1>
      <div className='ap-toolbar'>
        <div role='tablist' aria-label={t('tabs')} className='ap-tabs'>
          {APPLICATION_TABS.map((name, i) => (
            <button
              key={name}
              id={`ap-tab-${name}`}
              type='button'
              role='tab'
              aria-selected={tab === name}
              aria-controls='ap-tabpanel'
              tabIndex={tab === name ? 0 : -1}
              className='ap-tab'
              onClick={() => setTab(name)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {m(`tab.${name}`)}
            </button>
          ))}
        </div>
        <label className='ap-filter'>
          <span>{t('filter')}</span>
          <select
            value={filter}
            onChange={(e) => setFilter(e.target.value as ApplicationFilter)}
          >
            {APPLICATION_FILTERS.map((f) => <option key={f} value={f}>{m(`filter.${f}`)}</option>)}
          </select>
        </label>
      </div>
      <div id='ap-tabpanel' role='tabpanel' aria-labelledby={`ap-tab-${tab}`}>
        {apps === null
          ? <p className='ap-muted' role='status'>{t('loading')}</p>
          : apps.length === 0
          ? (
            <div className='ap-empty'>
              <p>{t('none')}</p>
              {role === 'caregiver' && (
                <a className='button button--primary' href='/jobs/search'>{t('findJobs')}</a>
              )}
            </div>
          )
          : shown.length === 0
          ? <p className='ap-muted'>{t('noneHere')}</p>
          : (
            <ul role='list' className='ap-rows'>
              {shown.map((a) => {
                const who = otherParty(a, role);
                const status = applicationStatus(a);
                return (
                  <li key={a.id}>
                    <a
                      className={`ap-row${status === 'unread' ? ' ap-row--unread' : ''}`}
                      href={applicationPath(a.id)}
                    >
                      <span className='ap-row__name'>{who.firstName} {who.lastName}</span>
                      <span className='ap-row__job'>
                        {t('jobIn', { place: placeOf(a.job?.locality, a.job?.adminAreaLevel1) })}
                      </span>
                      <span className={`ap-status ap-status--${status}`}>
                        {st(status)}
                      </span>
                      <span className='ap-muted'>
                        {formatDay(a.createdAt, locale, a.job?.adminAreaLevel1)}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
      </div>
    </div>
  );
}
