// /admin/background-checks (staff): every caregiver's background check, submitted first, with the
// file through its short-lived signed URL; Approve and Reject (a reason required), each confirmed
// in a dialog; the row changes in place. The partner check's recorded cost and receipt show beside
// it: approving the check approves paying it back (ADR 034). The queue grows with every
// caregiver, so it is a table of 25 a page, sortable and filtered by state through the address
// (it works without JavaScript); once live, sorting, paging and the filter read the next page in
// place (web/components/data-table.tsx).
import { type FormEvent, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useTablePages } from '../../../components/data-table-navigation.ts';
import { tableHref, type TableQuery } from '../../../components/data-table-state.ts';
import {
  BG_QUEUE_STATES,
  BG_QUEUE_TABLE,
  type BgCheckQueueItem,
  type BgQueueColumn,
  type BgQueueState,
} from '../model.ts';
import { bgCheckMessages } from '../messages.ts';
import { bgQueueColumns, STATE_KEYS } from '../ui/bg-queue-columns.tsx';
import { type Acting, BgDecisionDialog } from '../ui/bg-queue-decision.tsx';
import { replaceRow } from '../ui/bg-queue-state.ts';

export type AdminBackgroundChecksProps = {
  items: BgCheckQueueItem[];
  total: number;
  query: TableQuery<BgQueueColumn>;
  /** The state shown; null: all. */
  state: BgQueueState | null;
};

const PATH = '/admin/background-checks';
const ISLAND = 'background-checks/admin-background-checks-queue';

export default function AdminBackgroundChecksQueue(initial: AdminBackgroundChecksProps) {
  const t = useT(bgCheckMessages);
  const locale = useLocale();
  const { props, setProps, busy: loading, navigate } = useTablePages(ISLAND, initial);
  const { items, total, query, state } = props;
  const keep = { state: state ?? '' };
  const [acting, setActing] = useState<Acting | null>(null);

  const decided = (updated: BgCheckQueueItem, { item, action }: Acting) => {
    setProps((p) => ({ ...p, items: replaceRow(p.items, updated) }));
    setActing(null);
    const name = `${item.firstName} ${item.lastName}`;
    showAlert({
      type: 'success',
      message: t(action === 'approve' ? 'approvedNote' : 'rejectedNote', { name }),
    });
  };

  // The state filter: a GET form without JavaScript; in place (first page) once live.
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('state');
    void navigate(
      tableHref(PATH, BG_QUEUE_TABLE, { sort: query.sort, page: 1 }, {
        state: typeof chosen === 'string' ? chosen : '',
      }),
    );
  };

  return (
    <div className='cg-queue-wrap'>
      <form
        className='cg-queue__filter'
        method='get'
        action={PATH}
        aria-label={t('adminBgFilter')}
        onSubmit={filter}
      >
        <label className='field__label' htmlFor='cg-queue-state'>
          {t('adminBgFilterState')}
        </label>
        <select
          // Back or Forward may bring another state: the select shows it.
          key={state ?? ''}
          id='cg-queue-state'
          name='state'
          className='field__input'
          defaultValue={state ?? ''}
        >
          <option value=''>{t('adminBgFilterAll')}</option>
          {BG_QUEUE_STATES.map((s) => <option key={s} value={s}>{t(STATE_KEYS[s])}</option>)}
        </select>
        <button type='submit' className='button button--outline cg-small'>
          {t('adminBgFilterApply')}
        </button>
      </form>
      <DataTable
        id='cg-queue'
        caption={t('adminBgCaption')}
        emptyText={t(state ? 'adminBgNoneInState' : 'adminBgEmpty')}
        className='cg-queue'
        columns={bgQueueColumns(t, locale, (item, action) => setActing({ item, action }))}
        rows={items}
        rowKey={(item) => item.userIdNumber}
        rowProps={(item) => ({ 'data-user-id-number': item.userIdNumber })}
        query={{ spec: BG_QUEUE_TABLE, state: query, total, path: PATH, keep }}
        pager={{ label: t('adminBgPaging') }}
        onQueryChange={(_, href) => void navigate(href)}
        busy={loading}
      />

      <BgDecisionDialog acting={acting} onDone={decided} onCancel={() => setActing(null)} />
    </div>
  );
}
