// /admin/audit: the admin trail (issue 22 point 6, ADR 046), newest first, fifty lines a page
// (keyset: "Older actions" pages on from the last line shown), filtered by action, staff member,
// record and a range of days in Toronto. A plain GET form and links: no JavaScript needed, and a
// filtered page is an address staff can share.
import { definePage } from '../../../server/page.ts';
import { ADMIN_ACTIONS, ADMIN_RECORD_KINDS } from '../../../server/admin-audit.server.ts';
import { translator, useLocale, useT } from '../../../shared/i18n.tsx';
import { dateFormat } from '../../../shared/dates.ts';
import { AdminTable } from '../../../components/admin-table.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { type AdminAuditPage, readAdminAudit } from '../actions.server.ts';
import {
  type AuditFilterField,
  auditHref,
  parseAuditFilter,
  type ParsedAuditFilter,
} from '../audit-filter.ts';
import { adminMessages } from '../messages.ts';
import { type AdminMessageKey, type AuditLine, STAFF_TIME_ZONE } from '../model.ts';

type Data = AdminAuditPage & Pick<ParsedAuditFilter, 'values' | 'errors'> & { paged: boolean };

const ACTIONS = Object.keys(ADMIN_ACTIONS);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const actionKey = (action: string) => `act${capital(action)}` as AdminMessageKey;
const kindKey = (kind: string) => `kind${capital(kind)}` as AdminMessageKey;
const detailKey = (name: string) => `detail${capital(name)}` as AdminMessageKey;

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

function Details({ line }: { line: AuditLine }) {
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

function RecordCell({ line }: { line: AuditLine }) {
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

function AuditPage({ data }: { data: Data }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const when = dateFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STAFF_TIME_ZONE,
  });
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
      <AdminTable
        isEmpty={data.lines.length === 0}
        emptyText={t('auditEmpty')}
        captionId='admin-audit-caption'
        caption={t('auditCaption')}
        className='admin-audit__table'
        head={
          <>
            <th scope='col'>{t('auditColWhen')}</th>
            <th scope='col'>{t('auditColActor')}</th>
            <th scope='col'>{t('auditColAction')}</th>
            <th scope='col'>{t('auditColRecord')}</th>
            <th scope='col'>{t('auditColDetails')}</th>
          </>
        }
      >
        {data.lines.map((line) => (
          <tr key={line.id}>
            <td>
              <time dateTime={new Date(line.createdAt).toISOString()}>
                {when.format(new Date(line.createdAt))}
              </time>
            </td>
            <td>{line.actorName}</td>
            <th scope='row'>
              {actionKey(line.action) in adminMessages.en ? t(actionKey(line.action)) : line.action}
            </th>
            <td>
              <RecordCell line={line} />
            </td>
            <td>
              <Details line={line} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {(data.paged || data.next) && (
        <nav className='admin-audit__paging' aria-label={t('auditPaging')}>
          {data.paged && <a href={auditHref(data.values)}>{t('auditNewest')}</a>}
          {data.next && <a href={auditHref(data.values, data.next)}>{t('auditOlder')}</a>}
        </nav>
      )}
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
    // The route's guard admitted only admins; RLS on the trail admits only admins too.
    const trail = await readAdminAudit(ctx.viewer!, filter);
    return { ...trail, values, errors, paged: Boolean(filter.before) };
  },
  Page: AuditPage,
});
