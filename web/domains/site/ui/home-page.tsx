// Home (spec 000 §2.4): a hero under the transparent top bar, marketing sections and the final
// get-started block. No JavaScript until a Get Started press opens the shell's family wizard.
import { definePage } from '../../../server/page.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { homeMessages, siteMessages } from '../messages.ts';
import { PubSection, SectionHeader } from './section-header.tsx';
import { HeroTitle } from './heroes.tsx';
import { IllustratedCard } from '../../../components/illustrated-card.tsx';
import { CheckList } from './check-list.tsx';
import { ArrowIcon } from './public-icons.tsx';
import { costBreakdown, formatPercent, PAYROLL_TAX_RATE, PLATFORM_FEE_RATE } from '../fee-model.ts';
import { FamilySignupButton } from './family-signup-button.tsx';
import { getStartedPathFor } from '../../accounts/model.ts';

/** The wage used in the worked pricing example ($20/hr costs $25.93/hr, spec 000 §9), in cents. */
const EXAMPLE_WAGE_CENTS = 2000;
const EXAMPLE_WEEKLY_HOURS = 20;

export const page = definePage({
  title: (ctx) => homeMessages[ctx.locale].title,
  description: (ctx) => homeMessages[ctx.locale].description,
  footer: true,
  transparentTopBar: true,
  cache: {},
  // Get Started (a form to /?get-started=1) opens the family wizard for a visitor; someone
  // already signed in goes on to their next step instead of a reload of this page (issue 20
  // point 28). Signed-in requests never reach the page cache, so the cached page is unchanged.
  load: (ctx) =>
    Promise.resolve(
      ctx.viewer && ctx.url.searchParams.has('get-started')
        ? ctx.c.redirect(getStartedPathFor(ctx.viewer.userType), 303)
        : undefined,
    ),
  Page: () => {
    const t = useT(homeMessages);
    const p = useT(siteMessages);
    return (
      <div className='pub-page pub-home'>
        <section className='pub-hero pub-hero--photo' aria-labelledby='home-hero-title'>
          <img
            className='pub-hero__photo'
            src='/static/images/hero-home-care.svg'
            alt=''
            width='1600'
            height='900'
            fetchPriority='high'
          />
          <div className='pub-hero__inner container'>
            <div className='pub-hero__content'>
              <HeroTitle
                id='home-hero-title'
                eyebrow={t('heroEyebrow')}
                title={t('heroTitle')}
                lead={t('heroBody')}
              />
              <div className='pub-actions'>
                <FamilySignupButton triggerLabel={p('findCareNow')} variant='hero' />
                <FamilySignupButton triggerLabel={p('getStarted')} variant='hero-secondary' />
              </div>
              <CheckList
                className='pub-hero__points'
                label={t('heroPointsLabel')}
                items={[t('heroPointChecks'), t('heroPointScreener'), t('heroPointFree')]}
              />
            </div>
          </div>
        </section>

        <HowItWorks />
        <ForFamilies />
        <Pricing />
        <ForCarePros />
        <Safety />
        <Stories />

        <section className='pub-section pub-final' aria-labelledby='home-final-title'>
          <div className='container pub-split pub-final__inner'>
            <img
              className='pub-final__image'
              src='/static/images/family-portrait.svg'
              alt={t('finalImageAlt')}
              width='560'
              height='440'
              loading='lazy'
            />
            <div className='pub-final__text'>
              <h2 id='home-final-title'>{t('finalTitle')}</h2>
              <p className='pub-lead'>{t('finalBody')}</p>
              <div className='pub-actions'>
                <FamilySignupButton triggerLabel={p('getStarted')} variant='primary' />
              </div>
              <p className='pub-fineprint'>{p('freeToJoin')}</p>
            </div>
          </div>
        </section>
      </div>
    );
  },
});

function HowItWorks() {
  const t = useT(homeMessages);
  const steps = [
    { n: 1, image: 'step-needs', title: t('step1Title'), body: t('step1Body') },
    { n: 2, image: 'step-meet', title: t('step2Title'), body: t('step2Body') },
    { n: 3, image: 'step-hire', title: t('step3Title'), body: t('step3Body') },
  ];
  return (
    <PubSection
      titleId='home-how-title'
      eyebrow={t('howEyebrow')}
      title={t('howTitle')}
      intro={t('howIntro')}
    >
      <ol className='pub-steps'>
        {steps.map((s) => (
          <li key={s.n} className='pub-step'>
            <img
              src={`/static/images/${s.image}.svg`}
              alt=''
              width='240'
              height='180'
              loading='lazy'
            />
            <p className='pub-step__number'>{t('step', { n: s.n })}</p>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </li>
        ))}
      </ol>
    </PubSection>
  );
}

function ForFamilies() {
  const t = useT(homeMessages);
  return (
    <section className='pub-section pub-section--tint' aria-labelledby='home-families-title'>
      <div className='container'>
        <div className='pub-split'>
          <div>
            <SectionHeader
              id='home-families-title'
              eyebrow={t('familiesEyebrow')}
              title={t('familiesTitle')}
              align='start'
            />
            <h3>{t('updatesTitle')}</h3>
            <p>{t('updatesBody')}</p>
            <CheckList items={[t('updatesItem1'), t('updatesItem2'), t('updatesItem3')]} />
          </div>
          <img
            className='pub-split__image'
            src='/static/images/family-updates.svg'
            alt={t('updatesImageAlt')}
            width='480'
            height='420'
            loading='lazy'
          />
        </div>
        <div className='pub-callout'>
          <h3>{t('freeTitle')}</h3>
          <p>{t('freeBody')}</p>
        </div>
      </div>
    </section>
  );
}

function Pricing() {
  const t = useT(homeMessages);
  const locale = useLocale();
  const cost = costBreakdown(EXAMPLE_WAGE_CENTS);
  const cad = (cents: number) => formatCents(cents, locale);
  const tendwellShare = Math.round((cost.totalCents / cost.agencyTotalCents) * 100);
  return (
    <PubSection
      titleId='home-cost-title'
      eyebrow={t('costEyebrow')}
      title={t('costTitle')}
      intro={t('costIntro')}
    >
      <div className='pub-pricing'>
        <div className='pub-card pub-pricing__example'>
          <table className='pub-cost-table'>
            <caption>{t('costTableCaption', { wage: cad(EXAMPLE_WAGE_CENTS) })}</caption>
            <thead>
              <tr>
                <th scope='col'>{t('costItem')}</th>
                <th scope='col'>{t('costPerHour')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope='row'>{t('costWage')}</th>
                <td>{cad(cost.wageCents)}</td>
              </tr>
              <tr>
                <th scope='row'>
                  {t('costPayroll', { rate: formatPercent(PAYROLL_TAX_RATE, locale) })}
                </th>
                <td>{cad(cost.payrollTaxCents)}</td>
              </tr>
              <tr>
                <th scope='row'>
                  {t('costPlatform', { rate: formatPercent(PLATFORM_FEE_RATE, locale) })}
                </th>
                <td>{cad(cost.platformFeeCents)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope='row'>{t('costTotal')}</th>
                <td>{cad(cost.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
          <p className='pub-cost-formula'>{t('costFormula')}</p>
        </div>
        <div className='pub-card pub-pricing__compare'>
          <h3>{t('agencyTitle')}</h3>
          <p>
            {t('agencyBody', { base: cad(cost.baseCents), agency: cad(cost.agencyTotalCents) })}
          </p>
          <dl className='pub-bars'>
            <div className='pub-bars__row pub-bars__row--ours'>
              <dt>{t('agencyTendwell')}</dt>
              <dd>
                <span className='pub-bars__track'>
                  <span className='pub-bars__bar' style={{ width: `${tendwellShare}%` }} />
                </span>
                <span className='pub-bars__value'>{cad(cost.totalCents)}</span>
              </dd>
            </div>
            <div className='pub-bars__row'>
              <dt>{t('agencyAgency')}</dt>
              <dd>
                <span className='pub-bars__track'>
                  <span className='pub-bars__bar' style={{ width: '100%' }} />
                </span>
                <span className='pub-bars__value'>{cad(cost.agencyTotalCents)}</span>
              </dd>
            </div>
          </dl>
          <p className='pub-savings'>
            {t('agencySavings', { savings: cad(cost.savingsCents) })}
          </p>
          <p>{t('agencyWeekly', { weekly: cad(cost.savingsCents * EXAMPLE_WEEKLY_HOURS) })}</p>
        </div>
      </div>
      <p className='pub-fineprint pub-center'>{t('costFootnote')}</p>
    </PubSection>
  );
}

function ForCarePros() {
  const t = useT(homeMessages);
  const p = useT(siteMessages);
  return (
    <section className='pub-section pub-section--tint' aria-labelledby='home-pro-title'>
      <div className='container pub-split pub-split--reverse'>
        <div>
          <SectionHeader
            id='home-pro-title'
            eyebrow={t('proEyebrow')}
            title={t('proTitle')}
            align='start'
          />
          <p>{t('proBody')}</p>
          <CheckList items={[t('proItem1'), t('proItem2'), t('proItem3')]} />
          <a className='button button--outline pub-button--lg' href='/join-poyo'>
            {p('becomeCarePro')}
          </a>
        </div>
        <img
          className='pub-split__image'
          src='/static/images/care-pro.svg'
          alt={t('proImageAlt')}
          width='440'
          height='440'
          loading='lazy'
        />
      </div>
    </section>
  );
}

function Safety() {
  const t = useT(homeMessages);
  const items = [
    { image: 'safety-check', title: t('checksTitle'), body: t('checksBody') },
    { image: 'covid-screener', title: t('screenerTitle'), body: t('screenerBody') },
    { image: 'covid-vaccination', title: t('vaccineTitle'), body: t('vaccineBody') },
    { image: 'safety-payments', title: t('paymentsTitle'), body: t('paymentsBody') },
  ];
  return (
    <PubSection titleId='home-safety-title' eyebrow={t('safetyEyebrow')} title={t('safetyTitle')}>
      <ul className='pub-grid pub-grid--4'>
        {items.map((item) => (
          <IllustratedCard
            key={item.image}
            className='pub-card pub-feature'
            image={item.image}
            width={72}
            height={72}
            title={item.title}
            body={item.body}
          />
        ))}
      </ul>
      <p className='pub-center'>
        <a className='pub-link-arrow' href='/response-to-covid-19'>
          {t('safetyLink')} <ArrowIcon />
        </a>
      </p>
    </PubSection>
  );
}

function Stories() {
  const t = useT(homeMessages);
  const quotes = [
    { text: t('quote1'), name: t('quote1Name'), place: t('quote1Place'), tone: 'green' },
    { text: t('quote2'), name: t('quote2Name'), place: t('quote2Place'), tone: 'red' },
    { text: t('quote3'), name: t('quote3Name'), place: t('quote3Place'), tone: 'gold' },
  ];
  return (
    <PubSection
      titleId='home-stories-title'
      className='pub-section--dark'
      eyebrow={t('storiesEyebrow')}
      title={t('storiesTitle')}
      intro={t('storiesNote')}
      tone='on-dark'
    >
      <ul className='pub-grid pub-grid--3'>
        {quotes.map((q) => (
          <li key={q.name}>
            <figure className='pub-quote'>
              <blockquote>
                <p>{q.text}</p>
              </blockquote>
              <figcaption>
                <span
                  className={`pub-quote__initial pub-quote__initial--${q.tone}`}
                  aria-hidden='true'
                >
                  {q.name[0]}
                </span>
                <span>
                  <strong>{q.name}</strong>
                  <span className='pub-quote__place'>{q.place}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PubSection>
  );
}
