// The message_channels and messages tables, read and written. Every function takes the caller's
// transaction and never opens one: under `asUser` row-level security limits it to the channels
// of which the user is a member, whatever the arguments say (actions.server.ts opens them).
import type { Tx, UserType } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import {
  type Channel,
  FIRST_PAGE_SIZE,
  type Message,
  type MessagePage,
  NEXT_PAGE_SIZE,
  type PartyInfo,
} from './model.ts';

const CHANNEL_COLUMNS = `c.id, c.family_id, c.caregiver_id,
  c.family_user_id_number, c.family_first_name, c.family_last_name, c.family_img_url_thumb,
  c.caregiver_user_id_number, c.caregiver_first_name, c.caregiver_last_name,
  c.caregiver_img_url_thumb, c.latest_message_id, c.latest_body, c.latest_is_read, c.latest_at,
  case when c.latest_author_id = c.family_id then c.family_user_id_number
       when c.latest_author_id = c.caregiver_id then c.caregiver_user_id_number end
    as latest_author_number,
  c.family_id = any (c.blocked_by) as family_blocked,
  c.caregiver_id = any (c.blocked_by) as caregiver_blocked, c.created_at,
  (select j.id from public.job_postings j
    where j.family_id = c.family_id
    order by j.created_at desc limit 1) as job_id`;

/** A row as CHANNEL_COLUMNS selects it. */
type ChannelRow =
  & Pick<
    Row<'public.message_channels'>,
    | 'id'
    | 'familyId'
    | 'caregiverId'
    | 'familyUserIdNumber'
    | 'familyFirstName'
    | 'familyLastName'
    | 'familyImgUrlThumb'
    | 'caregiverUserIdNumber'
    | 'caregiverFirstName'
    | 'caregiverLastName'
    | 'caregiverImgUrlThumb'
    | 'latestMessageId'
    | 'latestBody'
    | 'latestIsRead'
    | 'latestAt'
    | 'createdAt'
  >
  & {
    /** The latest message's author's public number (null while there is no message). */
    latestAuthorNumber: string | null;
    familyBlocked: boolean;
    caregiverBlocked: boolean;
    /** The family's newest open job. */
    jobId: string | null;
  };

/** A channel row as `viewerId` sees it (who "other" is, who blocked). */
function toChannel(row: ChannelRow, viewerId: string): Channel {
  const familyInfo: PartyInfo = {
    userIdNumber: row.familyUserIdNumber,
    firstName: row.familyFirstName,
    lastName: row.familyLastName,
    imgUrlThumb: row.familyImgUrlThumb,
  };
  const caregiverInfo: PartyInfo = {
    userIdNumber: row.caregiverUserIdNumber,
    firstName: row.caregiverFirstName,
    lastName: row.caregiverLastName,
    imgUrlThumb: row.caregiverImgUrlThumb,
  };
  const isFamily = row.familyId === viewerId;
  const blockedBy: string[] = [];
  if (row.familyBlocked) blockedBy.push(familyInfo.userIdNumber);
  if (row.caregiverBlocked) blockedBy.push(caregiverInfo.userIdNumber);
  return {
    channelId: row.id,
    familyInfo,
    caregiverInfo,
    other: isFamily ? caregiverInfo : familyInfo,
    // The summary's columns are written together by the messages' trigger: with an id, all are set.
    latestMsg: row.latestMessageId && row.latestAt
      ? {
        id: row.latestMessageId,
        body: row.latestBody ?? '',
        isRead: row.latestIsRead ?? false,
        userIdNumber: row.latestAuthorNumber ?? '',
        createdAt: row.latestAt.toISOString(),
      }
      : null,
    blockedBy,
    jobId: isFamily ? null : row.jobId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The viewer's channels, latest message first (then the newest channels). */
/**
 * The viewer's channels, latest first; `withMessages`: only those with a message (the dashboard's
 * preview, whose empty state means no messages at all, not a newest channel still empty).
 */
export async function selectChannels(
  tx: Tx,
  viewerId: string,
  limit = 200,
  withMessages = false,
): Promise<Channel[]> {
  const rows = await tx<ChannelRow[]>`
    select ${tx.unsafe(CHANNEL_COLUMNS)}
      from public.message_channels c
     where (c.family_id = ${viewerId} or c.caregiver_id = ${viewerId})
       and (${!withMessages} or c.latest_at is not null)
     order by coalesce(c.latest_at, c.created_at) desc, c.id
     limit ${limit}`;
  return rows.map((r) => toChannel(r, viewerId));
}

export async function selectChannel(
  tx: Tx,
  viewerId: string,
  channelId: string,
): Promise<Channel | null> {
  const [row] = await tx<ChannelRow[]>`
    select ${tx.unsafe(CHANNEL_COLUMNS)} from public.message_channels c where c.id = ${channelId}`;
  return row ? toChannel(row, viewerId) : null;
}

type MembersRow = Pick<Row<'public.message_channels'>, 'id' | 'familyId' | 'caregiverId'> & {
  blockedByViewer: boolean;
  blockedByOther: boolean;
};

/** The channel's members and who blocks, seen by `viewerId`, for the actions' checks. */
export async function selectChannelMembers(tx: Tx, channelId: string, viewerId: string) {
  const [row] = await tx<MembersRow[]>`
    select id, family_id, caregiver_id,
           ${viewerId}::uuid = any (blocked_by) as blocked_by_viewer,
           exists (select 1 from unnest(blocked_by) b where b <> ${viewerId}::uuid)
             as blocked_by_other
      from public.message_channels where id = ${channelId}`;
  return row ?? null;
}

const MESSAGE_COLUMNS = `m.id, m.channel_id, m.body, m.created_at, m.is_read, m.author_id,
  case when m.author_id = c.family_id then c.family_user_id_number
       else c.caregiver_user_id_number end as user_id_number,
  case when m.author_id = c.family_id then c.family_first_name
       else c.caregiver_first_name end as first_name,
  case when m.author_id = c.family_id then c.family_last_name
       else c.caregiver_last_name end as last_name`;

/** A row as MESSAGE_COLUMNS selects it: the message and its author's name, from the channel. */
export type MessageRow =
  & Pick<Row<'public.messages'>, 'id' | 'channelId' | 'body' | 'createdAt' | 'isRead' | 'authorId'>
  & { userIdNumber: string; firstName: string; lastName: string };

export function toMessage(row: MessageRow, viewerId: string): Message {
  return {
    id: row.id,
    channelId: row.channelId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    userIdNumber: row.userIdNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    isRead: row.isRead,
    mine: row.authorId === viewerId,
  };
}

/**
 * Newest page first in the database, answered oldest first: the last 50 without `before`, then
 * 25 older than the message `before` (compared at the database's own precision).
 */
export async function selectMessagePage(
  tx: Tx,
  viewerId: string,
  channelId: string,
  before?: string | null,
): Promise<MessagePage> {
  const limit = before ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE;
  const older = before
    ? tx`and (m.created_at, m.id) < (
           select b.created_at, b.id from public.messages b
            where b.id = ${before} and b.channel_id = ${channelId})`
    : tx``;
  const rows = await tx<MessageRow[]>`
    select ${tx.unsafe(MESSAGE_COLUMNS)}
      from public.messages m
      join public.message_channels c on c.id = m.channel_id
     where m.channel_id = ${channelId} ${older}
     order by m.created_at desc, m.id desc
     limit ${limit}`;
  const messages = rows.map((r) => toMessage(r, viewerId)).reverse();
  return { messages, nextCursor: rows.length === limit ? messages[0].id : null };
}

/** One message as the transaction's user may see it; null when it is not theirs to read. */
export async function readMessage(tx: Tx, viewerId: string, id: string): Promise<Message | null> {
  const [row] = await tx<MessageRow[]>`
    select ${tx.unsafe(MESSAGE_COLUMNS)}
      from public.messages m
      join public.message_channels c on c.id = m.channel_id
     where m.id = ${id}`;
  return row ? toMessage(row, viewerId) : null;
}

/**
 * Inserts a message as its author into the channel when the author may read it and nobody has
 * blocked it, and answers it the way the API does (toMessage), in one statement (the send path is
 * the hot one). No row when none was written: the channel is not the author's, or it is blocked
 * (the caller tells which). The insert policy refuses a blocked channel on its own as well. The
 * statement is returned unsent, so the caller can send COMMIT right behind it.
 */
export function insertMessage(tx: Tx, authorId: string, channelId: string, body: string) {
  return tx<MessageRow[]>`
    with c as (
      select * from public.message_channels
       where id = ${channelId} and cardinality(blocked_by) = 0
    ), m as (
      insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
      select c.id, c.family_id, c.caregiver_id, ${authorId}, ${body} from c
      returning *
    )
    select ${tx.unsafe(MESSAGE_COLUMNS)} from m join c on c.id = m.channel_id`;
}

/** Marks the other party's messages read (the given ones, or all when `ids` is null). */
export async function markMessagesRead(
  tx: Tx,
  viewerId: string,
  channelId: string,
  ids: string[] | null,
): Promise<number> {
  const only = ids ? tx`and id in ${tx([...new Set(ids)])}` : tx``;
  const rows = await tx`
    update public.messages set is_read = true
     where channel_id = ${channelId} and author_id <> ${viewerId} and not is_read ${only}
    returning id`;
  return rows.count;
}

/**
 * Adds the viewer to blocked_by, or takes them off it; the other member's entry is never
 * touched (the database refuses that too). One statement, so two members blocking at the same
 * moment both land: Postgres re-reads the row the other updated.
 */
export async function setOwnBlock(
  tx: Tx,
  channelId: string,
  viewerId: string,
  blocked: boolean,
): Promise<boolean> {
  const rows = blocked
    ? await tx`
      update public.message_channels set blocked_by = array_append(blocked_by, ${viewerId}::uuid)
       where id = ${channelId} and not (${viewerId}::uuid = any (blocked_by)) returning id`
    : await tx`
      update public.message_channels set blocked_by = array_remove(blocked_by, ${viewerId}::uuid)
       where id = ${channelId} and ${viewerId}::uuid = any (blocked_by) returning id`;
  return rows.count === 1;
}

// ------------------------------------------------------------------ the service path

/**
 * Read through what accounts publishes (public.user_cards, account_flags). A view's columns are
 * nullable to Postgres: the id, number, names and type are not null (as users' are), the type one
 * of users' three (its check constraint); the flag is null without a status row (left joined).
 */
type PartyRow =
  & Pick<Row<'public.user_cards'>, 'imgUrlThumb'>
  & {
    id: string;
    userIdNumber: string;
    userType: UserType;
    firstName: string;
    lastName: string;
  }
  & Pick<Row<'public.account_flags'>, 'isBgCheck'>;

/** A user by their public number, with what a channel copies; service path only. */
export async function selectParty(tx: Tx, by: { userIdNumber?: string; id?: string }) {
  const where = by.id ? tx`u.id = ${by.id}` : tx`u.user_id_number = ${by.userIdNumber ?? ''}`;
  const [row] = await tx<PartyRow[]>`
    select u.id, u.user_id_number, u.user_type, u.first_name, u.last_name, u.img_url_thumb,
           s.is_bg_check
      from public.user_cards u
      left join public.account_flags s on s.user_id = u.id
     where ${where}`;
  return row ? { ...row, isBgCheck: row.isBgCheck ?? false } : null;
}

type Party = NonNullable<Awaited<ReturnType<typeof selectParty>>>;

/** Opens the pair's channel or returns it, refreshing both members' names; service path only. */
export async function upsertChannel(tx: Tx, family: Party, caregiver: Party): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.message_channels as c (
      family_id, caregiver_id,
      family_user_id_number, family_first_name, family_last_name, family_img_url_thumb,
      caregiver_user_id_number, caregiver_first_name, caregiver_last_name, caregiver_img_url_thumb
    ) values (
      ${family.id}, ${caregiver.id},
      ${family.userIdNumber}, ${family.firstName}, ${family.lastName}, ${family.imgUrlThumb},
      ${caregiver.userIdNumber}, ${caregiver.firstName}, ${caregiver.lastName},
      ${caregiver.imgUrlThumb}
    )
    on conflict (family_id, caregiver_id) do update set
      family_first_name = excluded.family_first_name,
      family_last_name = excluded.family_last_name,
      family_img_url_thumb = excluded.family_img_url_thumb,
      caregiver_first_name = excluded.caregiver_first_name,
      caregiver_last_name = excluded.caregiver_last_name,
      caregiver_img_url_thumb = excluded.caregiver_img_url_thumb
    returning c.id`;
  return row.id;
}

// ------------------------------------------------------------------ realtime readers
// The realtime hub opens `tx` as the receiving user; `auth.uid()` names them, in the same query.

/** A changed channel as the receiving user sees it (RLS: members only). */
export async function readChannelLive(tx: Tx, id: string): Promise<Channel | null> {
  const [row] = await tx<(ChannelRow & { receiver: string })[]>`
    select ${tx.unsafe(CHANNEL_COLUMNS)}, (select auth.uid()) as receiver
      from public.message_channels c where c.id = ${id}`;
  return row ? toChannel(row, row.receiver) : null;
}

/** A changed message as the receiving user sees it (RLS: the channel's members only). */
export async function readMessageLive(tx: Tx, id: string): Promise<Message | null> {
  const [row] = await tx<(MessageRow & { receiver: string })[]>`
    select ${tx.unsafe(MESSAGE_COLUMNS)}, (select auth.uid()) as receiver
      from public.messages m
      join public.message_channels c on c.id = m.channel_id
     where m.id = ${id}`;
  return row ? toMessage(row, row.receiver) : null;
}
