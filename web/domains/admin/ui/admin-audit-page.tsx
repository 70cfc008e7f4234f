// /admin/audit: the admin trail (issue 22 point 6, ADR 046), newest first (or by who acted), fifty
// lines a page, filtered by action, staff member, record and a range of days in Toronto. A plain
// GET form and an address that carries the sort and the page: no JavaScript needed, and a filtered
// page is an address staff can share. The table is an island that, once used, sorts and pages in
// place (web/components/data-table.tsx).
import { definePage } from '../../../server/page.ts';
import { ADMIN_ACTIONS, ADMIN_RECORD_KINDS } from '../../../server/admin-audit.server.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { parseTableQuery, pastTheEnd, tableHref } from '../../../components/data-table-state.ts';
import { readAdminAudit } from '../actions.server.ts';
import {
  type AuditFilterField,
  parseAuditFilter,
  type ParsedAuditFilter,
} from '../audit-filter.ts';
import AuditTable, { type AuditTableProps } from '../islands/audit-table.tsx';
import { adminMessages } from '../messages.ts';
import { type AdminMessageKey, AUDIT_TABLE } from '../model.ts';

type Data = Pick<ParsedAuditFilter, 'errors'> & AuditTableProps & {
  actors: { id: string; name: string }[];
};

const ACTIONS = Object.keys(ADMIN_ACTIONS);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const actionKey = (action: string) => `act${capital(action)}` as AdminMessageKey;
const kindKey = (kind: string) => `kind${capital(kind)}` as AdminMessageKey;

function SelectField({ name, label, value, error, options }: {
  name: AuditFilterField;
  label: string;
  value: string;
  error?: string;
  options: { value: string; label: string }[];
}) {
  const t = useT(adminMessages);
  const id = `admin-audit-${name}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className='field__label' htmlFor={id}>{label}</label>
      <div className='field__control'>
        <select
          id={id}
          name={name}
          className='field__input'
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value=''>{t('auditAny')}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      {error && <p id={`${id}-error`} className='field__error' role='alert'>{error}</p>}
    </div>
  );
}

function AuditPage({ data }: { data: Data }) {
  const t = useT(adminMessages);
  const error = (field: AuditFilterField) => {
    const key = data.errors[field];
    return key ? t(key) : undefined;
  };
  const filtered = Object.values(data.values).some(Boolean);
  return (
    <div className='container admin-audit'>
      <header className='admin-home__header'>
        <h1>{t('auditTitle')}</h1>
        <p>{t('auditIntro')}</p>
      </header>
      <form
        className='admin-audit__filters'
        method='get'
        action='/admin/audit'
        aria-label={t('auditFilters')}
        noValidate
      >
        <SelectField
          name='action'
          label={t('auditAction')}
          value={data.values.action}
          error={error('action')}
          options={ACTIONS.map((a) => ({ value: a, label: t(actionKey(a)) }))}
        />
        <SelectField
          name='actor'
          label={t('auditActor')}
          value={data.values.actor}
          error={error('actor')}
          options={data.actors.map((a) => ({ value: a.id, label: a.name }))}
        />
        <SelectField
          name='kind'
          label={t('auditKind')}
          value={data.values.kind}
          error={error('kind')}
          options={ADMIN_RECORD_KINDS.map((k) => ({ value: k, label: t(kindKey(k)) }))}
        />
        <TextField
          id='admin-audit-from'
          name='from'
          type='date'
          label={t('auditFrom')}
          defaultValue={data.values.from}
          error={error('from')}
        />
        <TextField
          id='admin-audit-to'
          name='to'
          type='date'
          label={t('auditTo')}
          defaultValue={data.values.to}
          error={error('to')}
        />
        <div className='admin-audit__buttons'>
          <button type='submit' className='button button--primary'>{t('auditApply')}</button>
          {filtered && <a className='button' href='/admin/audit'>{t('auditClear')}</a>}
        </div>
      </form>
      <Island
        name='admin/audit-table'
        component={AuditTable}
        hydrate='interaction'
        props={{ lines: data.lines, total: data.total, query: data.query, values: data.values }}
      />
    </div>
  );
}

export const page = definePage<Data>({
  title: (ctx) => translator(adminMessages, ctx.locale)('auditTitle'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    const { filter, values, errors } = parseAuditFilter(ctx.url.searchParams, {
      actions: ACTIONS,
      kinds: ADMIN_RECORD_KINDS,
    });
    const query = parseTableQuery(ctx.url.searchParams, AUDIT_TABLE);
    // The route's guard admitted only admins; RLS on the trail admits only admins too.
    const trail = await readAdminAudit(ctx.viewer!, filter, query);
    // A page past the end (the trail was filtered, or a stale link) is the first page.
    if (pastTheEnd(query.page, trail.total, AUDIT_TABLE.pageSize)) {
      return ctx.c.redirect(tableHref('/admin/audit', AUDIT_TABLE, { ...query, page: 1 }, values));
    }
    return {
      lines: trail.lines.map((line) => ({
        ...line,
        createdAt: new Date(line.createdAt).toISOString(),
      })),
      total: trail.total,
      actors: trail.actors,
      query,
      values,
      errors,
    };
  },
  Page: AuditPage,
});
