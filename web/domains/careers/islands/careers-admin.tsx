// /admin/careers: every position with its state; staff write, edit, publish and unpublish. The
// list is short and held whole: sortable by position, category or status (the address's `sort`,
// applied by the server's render too), a row that changes keeps its place until the next sort.
import { useState } from 'react';
import {
  type AdminCareer,
  CAREERS_TABLE,
  type CareersColumn,
  titleCaseCategory,
} from '../model.ts';
import { CareerForm } from '../ui/careers-admin-form.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useTableSort } from '../../../components/data-table-navigation.ts';
import type { TableSort } from '../../../components/data-table-state.ts';
import { careersMessages } from '../messages.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';

type Editing = { career: AdminCareer | null } | null;

// en-CA writes dates as YYYY-MM-DD, the same in the server's and the browser's ICU.
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Toronto',
});

const sortKeys = {
  position: (c: AdminCareer) => c.title,
  category: (c: AdminCareer) => c.category,
  // Published first, as the server lists them.
  status: (c: AdminCareer) => (c.isPublished ? 0 : 1),
};

export default function CareersAdmin(
  { initial, sort: initialSort }: { initial: AdminCareer[]; sort: TableSort<CareersColumn> },
) {
  const t = useT(careersMessages);
  const locale = useLocale();
  const [careers, setCareers] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const table = useTableSort(careers, CAREERS_TABLE, initialSort, sortKeys, locale, (c) => c.id);

  const open = (career: AdminCareer | null) => setEditing({ career });

  const categories = [...new Set(careers.map((c) => c.category))].sort();

  const saved = (career: AdminCareer, created: boolean) => {
    setCareers((list) =>
      created ? [career, ...list] : list.map((c) => (c.id === career.id ? career : c))
    );
    setEditing(null);
    showAlert({
      type: 'success',
      message: t(created ? 'createdNote' : 'savedNote', { title: career.title }),
    });
  };

  const toggle = async (career: AdminCareer) => {
    setBusyId(career.id);
    const action = career.isPublished ? 'unpublish' : 'publish';
    const res = await api<{ career: AdminCareer }>(
      'POST',
      `/api/admin/careers/${career.id}/${action}`,
      {},
    );
    setBusyId(null);
    if (!res.ok) {
      showAlert({
        type: 'error',
        // The server answers in the page's language.
        message: Object.values(res.errors)[0] ?? '',
      });
      return;
    }
    // Stays in place, so the button keeps focus and the row does not jump away.
    setCareers((list) => list.map((c) => (c.id === career.id ? res.data.career : c)));
    showAlert({
      type: 'success',
      message: t(res.data.career.isPublished ? 'publishedNote' : 'unpublishedNote', {
        title: career.title,
      }),
    });
  };

  const columns: DataColumn<AdminCareer>[] = [
    {
      id: 'position',
      header: t('position'),
      rowHeader: true,
      cell: (career) => (
        <>
          <a href={`/careers/${career.id}`}>{career.title}</a>
          <span className='careers-admin__updated'>
            {t('updated', { date: dateFormat.format(new Date(career.updatedAt)) })}
          </span>
        </>
      ),
    },
    {
      id: 'category',
      header: t('category'),
      cell: (career) => (
        <>
          {titleCaseCategory(career.category)}
          <code className='careers-admin__slug'>{career.category}</code>
        </>
      ),
    },
    { id: 'locations', header: t('locations'), cell: (career) => career.locations.join(' · ') },
    {
      id: 'status',
      header: t('status'),
      cell: (career) => (
        <span className={`ps-status ps-status--${career.isPublished ? 'on' : 'off'}`}>
          {career.isPublished ? t('published') : t('draft')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className='visually-hidden'>{t('actions')}</span>,
      cell: (career) => (
        <div className='careers-admin__actions'>
          <button
            type='button'
            className='button button--ghost ps-button-small'
            onClick={() => open(career)}
            aria-label={`${t('edit')}: ${career.title}`}
          >
            {t('edit')}
          </button>
          <button
            type='button'
            className={`button ps-button-small ${
              career.isPublished ? 'button--outline' : 'button--primary'
            }`}
            onClick={() => toggle(career)}
            disabled={busyId === career.id}
            aria-label={`${career.isPublished ? t('unpublish') : t('publish')}: ${career.title}`}
          >
            {career.isPublished ? t('unpublish') : t('publish')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className='careers-admin'>
      <div className='careers-admin__toolbar'>
        <button type='button' className='button button--primary' onClick={() => open(null)}>
          + {t('newPosition')}
        </button>
      </div>

      <DataTable
        id='careers-admin'
        caption={t('caption')}
        emptyText={t('adminEmpty')}
        className='careers-admin__table'
        columns={columns}
        rows={table.sorted}
        rowKey={(career) => career.id}
        rowProps={(career) => ({ 'data-career-id': career.id })}
        query={{
          spec: CAREERS_TABLE,
          state: { sort: table.sort, page: 1 },
          path: '/admin/careers',
        }}
        onQueryChange={table.onQueryChange}
      />

      <Dialog
        open={editing !== null}
        title={editing?.career ? t('editPosition') : t('newPosition')}
        closeLabel={t('close')}
        className='careers-admin__dialog'
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CareerForm
            key={editing.career?.id ?? 'new'}
            career={editing.career}
            categories={categories}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
