// About us (spec 000 §2.7): story, mission, values and a get-started block.
import { definePage } from '../server/pages.server.tsx';
import { useT } from '../shared/i18n.tsx';
import { aboutMessages } from '../domains/public/messages-about.ts';
import { publicMessages } from '../domains/public/messages.ts';
import { SectionHeader } from '../domains/public/section-header.tsx';
import { FamilySignupButton } from './components/family-signup-button.tsx';


export const page = definePage({
  title: (ctx) => aboutMessages[ctx.locale].title,
  description: (ctx) => aboutMessages[ctx.locale].description,
  footer: true,
  Page: () => {
    const t = useT(aboutMessages);
    const p = useT(publicMessages);
    const values = [
      { key: 'people', title: t('value1Title'), body: t('value1Body') },
      { key: 'transparent', title: t('value2Title'), body: t('value2Body') },
      { key: 'personalize', title: t('value3Title'), body: t('value3Body') },
    ];
    return (
      <div className='pub-page'>
        <section className='pub-hero pub-hero--light' aria-labelledby='about-hero-title'>
          <div className='container pub-split'>
            <div className='pub-hero__content'>
              <p className='pub-eyebrow'>{t('heroEyebrow')}</p>
              <h1 id='about-hero-title'>{t('heroTitle')}</h1>
              <p className='pub-hero__lead'>{t('heroBody')}</p>
            </div>
            <img
              className='pub-split__image'
              src='/static/images/about-hands.svg'
              alt={t('heroImageAlt')}
              width='480'
              height='400'
              fetchPriority='high'
            />
          </div>
        </section>

        <section className='pub-section' aria-labelledby='about-story-title'>
          <div className='container pub-story'>
            <SectionHeader
              id='about-story-title'
              eyebrow={t('storyEyebrow')}
              title={t('storyTitle')}
              align='start'
            />
            <div className='pub-story__body'>
              <p className='pub-lead'>{t('storyBody1')}</p>
              <p>{t('storyBody2')}</p>
              <p>{t('storyBody3')}</p>
            </div>
          </div>
        </section>

        <section
          className='pub-section pub-section--dark pub-mission'
          aria-labelledby='about-mission-title'
        >
          <div className='container'>
            <p className='pub-eyebrow'>{t('missionEyebrow')}</p>
            <h2 id='about-mission-title'>{t('missionTitle')}</h2>
            <p className='pub-lead'>{t('missionBody')}</p>
          </div>
        </section>

        <section className='pub-section' aria-labelledby='about-values-title'>
          <div className='container'>
            <SectionHeader
              id='about-values-title'
              eyebrow={t('valuesEyebrow')}
              title={t('valuesTitle')}
            />
            <ul className='pub-grid pub-grid--3'>
              {values.map((v) => (
                <li key={v.key} className='pub-card pub-feature pub-feature--value'>
                  <img
                    src={`/static/images/value-${v.key}.svg`}
                    alt=''
                    width='96'
                    height='96'
                    loading='lazy'
                  />
                  <h3>{v.title}</h3>
                  <p>{v.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className='pub-section pub-section--tint' aria-labelledby='about-start-title'>
          <div className='container'>
            <SectionHeader
              id='about-start-title'
              eyebrow={t('getStartedEyebrow')}
              title={t('getStartedTitle')}
            />
            <div className='pub-grid pub-grid--2 pub-start'>
              <div className='pub-card pub-start__card'>
                <img
                  src='/static/images/family-portrait.svg'
                  alt=''
                  width='280'
                  height='220'
                  loading='lazy'
                />
                <h3>{p('ctaFamilyTitle')}</h3>
                <p>{p('ctaFamilyBody')}</p>
                <FamilySignupButton triggerLabel={p('getStarted')} variant='primary' />
              </div>
              <div className='pub-card pub-start__card'>
                <img
                  src='/static/images/care-pro.svg'
                  alt=''
                  width='220'
                  height='220'
                  loading='lazy'
                />
                <h3>{p('ctaProTitle')}</h3>
                <p>{p('ctaProBody')}</p>
                <a className='button button--outline pub-button--lg' href='/join-poyo'>
                  {p('becomeCarePro')}
                </a>
              </div>
            </div>
          </div>
        </section>
      </div>
    );
  },
});
