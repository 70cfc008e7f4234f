// The messenger's channel list (islands/messenger.tsx): each conversation, newest first, as a
// link to its chat with the other party's picture or initials and the unread marker.
import { useT } from '../../../shared/i18n.tsx';
import { messageMessages } from '../messages.ts';
import { type Channel, hasUnreadFromOther } from '../model.ts';
import { initials, partyName } from './messenger-state.ts';

export function Avatar({ channel }: { channel: Channel }) {
  return channel.other.imgUrlThumb
    ? <img className='msg-avatar' src={channel.other.imgUrlThumb} alt='' width={40} height={40} />
    : (
      <span className='msg-avatar msg-avatar--initials' aria-hidden='true'>
        {initials(channel.other)}
      </span>
    );
}

export function ChannelList(
  { channels, activeId, viewerUserIdNumber }: {
    channels: Channel[];
    activeId: string | null;
    viewerUserIdNumber: string;
  },
) {
  const t = useT(messageMessages);
  return (
    <nav className='messenger__channels' aria-label={t('channelsLabel')}>
      {channels.length === 0 ? <p className='messenger__no-channels'>{t('noChannels')}</p> : (
        <ul>
          {channels.map((c) => {
            const unread = hasUnreadFromOther(c, viewerUserIdNumber);
            const name = partyName(c.other);
            return (
              <li key={c.channelId}>
                <a
                  href={`/messages/${c.channelId}`}
                  className={`channel${c.channelId === activeId ? ' channel--active' : ''}${
                    unread ? ' channel--unread' : ''
                  }`}
                  aria-current={c.channelId === activeId ? 'page' : undefined}
                  title={name}
                >
                  <Avatar channel={c} />
                  <span className='channel__text'>
                    <span className='channel__name'>{name}</span>
                    {c.latestMsg && <span className='channel__latest'>{c.latestMsg.body}</span>}
                  </span>
                  {unread && (
                    <span className='channel__marker'>
                      <span className='visually-hidden'>{t('unreadMarker')}</span>
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
