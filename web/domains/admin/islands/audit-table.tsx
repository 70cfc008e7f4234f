// The admin trail's table on /admin/audit: fifty lines a page, newest first or by who acted. The
// server renders it whole (sorting and paging are the address's: it works without JavaScript);
// once live, sorting and paging read the next page in place and say what changed (DataTable).
import { DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useTablePages } from '../../../components/data-table-navigation.ts';
import type { TableQuery } from '../../../components/data-table-state.ts';
import { dateFormat } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import type { AuditFilterField } from '../audit-filter.ts';
import { adminMessages } from '../messages.ts';
import {
  type AdminMessageKey,
  AUDIT_TABLE,
  type AuditColumn,
  type AuditRow,
  STAFF_TIME_ZONE,
} from '../model.ts';

export type AuditTableProps = {
  lines: AuditRow[];
  total: number;
  query: TableQuery<AuditColumn>;
  /** The filters as the address carries them: sorting and paging keep them. */
  values: Record<AuditFilterField, string>;
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const actionKey = (action: string) => `act${capital(action)}` as AdminMessageKey;
const kindKey = (kind: string) => `kind${capital(kind)}` as AdminMessageKey;
const detailKey = (name: string) => `detail${capital(name)}` as AdminMessageKey;

function Details({ line }: { line: AuditRow }) {
  const t = useT(adminMessages);
  const entries = Object.entries(line.details ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className='admin-audit__details'>
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{detailKey(name) in adminMessages.en ? t(detailKey(name)) : name}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordCell({ line }: { line: AuditRow }) {
  const t = useT(adminMessages);
  const kind = kindKey(line.recordKind) in adminMessages.en
    ? t(kindKey(line.recordKind))
    : line.recordKind;
  const href = line.recordKind === 'report'
    ? `/reports/${line.recordId}`
    : line.recordKind === 'career'
    ? `/careers/${line.recordId}`
    : null;
  return (
    <>
      <span className='admin-audit__kind'>{kind}</span> {href
        ? <a href={href}>{line.recordId}</a>
        : <span className='admin-audit__id'>{line.recordId}</span>}
    </>
  );
}

export default function AuditTable(initial: AuditTableProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const { props, busy, navigate } = useTablePages('admin/audit-table', initial);
  const when = dateFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STAFF_TIME_ZONE,
  });
  const columns: DataColumn<AuditRow>[] = [
    {
      id: 'when',
      header: t('auditColWhen'),
      cell: (line) => <time dateTime={line.createdAt}>{when.format(new Date(line.createdAt))}
      </time>,
    },
    {
      id: 'actor',
      header: t('auditColActor'),
      // "Sorted by By" would say nothing: the announcement names the column in full.
      name: t('auditActor'),
      cell: (line) => line.actorName,
    },
    {
      id: 'action',
      header: t('auditColAction'),
      rowHeader: true,
      cell: (line) =>
        actionKey(line.action) in adminMessages.en ? t(actionKey(line.action)) : line.action,
    },
    { id: 'record', header: t('auditColRecord'), cell: (line) => <RecordCell line={line} /> },
    { id: 'details', header: t('auditColDetails'), cell: (line) => <Details line={line} /> },
  ];
  const newestFirst = props.query.sort.column === 'when' && props.query.sort.direction === 'desc';
  return (
    <DataTable
      id='admin-audit'
      caption={t(newestFirst ? 'auditCaption' : 'auditCaptionAll')}
      emptyText={t('auditEmpty')}
      className='admin-audit__table'
      columns={columns}
      rows={props.lines}
      rowKey={(line) => line.id}
      query={{
        spec: AUDIT_TABLE,
        state: props.query,
        total: props.total,
        path: '/admin/audit',
        keep: props.values,
      }}
      pager={{ label: t('auditPaging') }}
      onQueryChange={(_, href) => void navigate(href)}
      busy={busy}
    />
  );
}
