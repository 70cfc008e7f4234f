// 'My Reviews' (spec 001 §2): four tiles per role — Completed (family) or Reviews (caregiver),
// Eligible, Latest date (family) or Avg Rating (caregiver), Members (family) or Families
// (caregiver). A tile with members behind it expands a swipeable carousel of them (reviewed,
// eligible or all); each slide has a View link to /reviews/{id}.
import { useRef, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { reviewsMessages } from '../messages.ts';
import {
  displayMemberId,
  isEligible,
  type Review,
  type ReviewMember,
  reviewTiles,
  scoreText,
  type TileKey,
} from '../model.ts';
import { dateText } from '../ui/review-parts.tsx';

export type ReviewTilesProps = {
  role: 'family' | 'caregiver';
  members: ReviewMember[];
  reviews: Pick<Review, 'createdAt' | 'score'>[];
};

export function memberStatus(
  m: ReviewMember,
  t: ReturnType<typeof useT<keyof typeof reviewsMessages.en>>,
) {
  if (m.review.isReviewed && m.review.score !== null) return scoreText(m.review.score);
  return isEligible(m) ? t('eligibleLabel') : t('notEligibleLabel');
}

function Carousel({ members }: { members: ReviewMember[] }) {
  const t = useT(reviewsMessages);
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  if (members.length === 0) return <p className='review-muted'>{t('carouselEmpty')}</p>;
  const go = (i: number) => {
    const next = Math.max(0, Math.min(members.length - 1, i));
    setIndex(next);
    const slide = track.current?.children[next] as HTMLElement | undefined;
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  return (
    <div className='review-carousel'>
      <button
        type='button'
        className='icon-button review-carousel__nav'
        aria-label={t('previous')}
        disabled={index === 0}
        onClick={() => go(index - 1)}
      >
        ‹
      </button>
      <ul
        ref={track}
        className='review-carousel__track'
        onScroll={(e) => {
          const el = e.currentTarget;
          const width = el.firstElementChild?.clientWidth ?? el.clientWidth;
          if (width > 0) setIndex(Math.round(el.scrollLeft / width));
        }}
      >
        {members.map((m, i) => (
          <li
            key={m.id}
            className='review-carousel__slide'
            aria-label={t('slideOf', { n: i + 1, total: members.length })}
          >
            <strong>{m.name}</strong>
            <span className='review-muted'>{t('memberId', { id: displayMemberId(m.id) })}</span>
            <span>{memberStatus(m, t)}</span>
            <a className='button button--outline' href={`/reviews/${encodeURIComponent(m.id)}`}>
              {t('view')}
            </a>
          </li>
        ))}
      </ul>
      <button
        type='button'
        className='icon-button review-carousel__nav'
        aria-label={t('next')}
        disabled={index >= members.length - 1}
        onClick={() => go(index + 1)}
      >
        ›
      </button>
    </div>
  );
}

export default function ReviewTiles({ role, members, reviews }: ReviewTilesProps) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const [open, setOpen] = useState<TileKey | null>(null);
  const tiles = reviewTiles(role, members, reviews as Review[]);
  const expandable: { key: TileKey; label: string; count: number; members: ReviewMember[] }[] = [
    {
      key: 'first',
      label: role === 'family' ? t('tileCompleted') : t('tileReviews'),
      count: tiles.first.count,
      members: tiles.first.members,
    },
    {
      key: 'eligible',
      label: t('tileEligible'),
      count: tiles.eligible.count,
      members: tiles.eligible.members,
    },
  ];
  const all = {
    key: 'members' as const,
    label: role === 'family' ? t('tileMembers') : t('tileFamilies'),
    count: tiles.members.count,
    members: tiles.members.members,
  };
  const third = 'latest' in tiles.third
    ? {
      label: t('tileLatest'),
      value: tiles.third.latest ? dateText(tiles.third.latest, locale) : t('noDate'),
    }
    : { label: t('tileAvg'), value: scoreText(tiles.third.avg) };
  const current = [...expandable, all].find((x) => x.key === open);
  const Tile = ({ tile }: { tile: (typeof expandable)[number] }) => (
    <button
      type='button'
      className={`review-tile${open === tile.key ? ' review-tile--open' : ''}`}
      aria-expanded={open === tile.key}
      aria-controls='review-tiles-carousel'
      onClick={() => setOpen(open === tile.key ? null : tile.key)}
      data-testid={`tile-${tile.key}`}
    >
      <span className='review-tile__value'>{tile.count}</span>
      <span className='review-tile__label'>{tile.label}</span>
    </button>
  );
  return (
    <section className='review-tiles' aria-label={t('myReviews')}>
      <div className='review-tiles__row'>
        {expandable.map((tile) => <Tile key={tile.key} tile={tile} />)}
        <div className='review-tile review-tile--static' data-testid='tile-third'>
          <span className='review-tile__value'>{third.value}</span>
          <span className='review-tile__label'>{third.label}</span>
        </div>
        <Tile tile={all} />
      </div>
      <div id='review-tiles-carousel'>
        {current && <Carousel key={current.key} members={current.members} />}
      </div>
    </section>
  );
}
