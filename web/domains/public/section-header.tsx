import type { ReactNode } from 'react';

/** The eyebrow, heading and optional intro that open each marketing section. */
export function SectionHeader(
  { id, eyebrow, title, intro, align = 'center', tone = 'default' }: {
    id: string;
    eyebrow?: string;
    title: string;
    intro?: ReactNode;
    align?: 'center' | 'start';
    tone?: 'default' | 'on-dark';
  },
) {
  return (
    <header
      className={`pub-section-header pub-section-header--${align}${
        tone === 'on-dark' ? ' pub-on-dark' : ''
      }`}
    >
      {eyebrow && <p className='pub-eyebrow'>{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className='pub-section-header__intro'>{intro}</p>}
    </header>
  );
}
