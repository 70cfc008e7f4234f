// /profile/banking (spec 002 §2): 'Manage banking info'. Caregivers only (others go to their
// dashboard); the saved details arrive masked.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { readOwnBanking } from '../actions.server.ts';
import { readOwnSin } from '../../employer/actions.server.ts';
import BankingForm, { type BankingFormProps } from '../islands/banking-form.tsx';
import { bankingMessages } from '../messages.ts';

export const page = definePage<BankingFormProps & { sinMasked: string | null }>({
  title: (ctx) => translator(bankingMessages, ctx.locale)('bankingTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    if (viewer.userType !== 'caregiver') return ctx.c.redirect('/dashboard', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const [banking, sin] = await Promise.all([readOwnBanking(viewer), readOwnSin(viewer)]);
    return { banking, sinMasked: sin.masked };
  },
  Page: ({ data }) => {
    const t = useT(bankingMessages);
    return (
      <div className='container cg-page cg-narrow'>
        <a className='link' href='/profile'>← {t('backToProfile')}</a>
        <h1 className='cg-page__title'>{t('bankingTitle')}</h1>
        <p>{t('bankingIntro')}</p>
        <div className='card cg-card'>
          <Island
            name='banking/banking-form'
            component={BankingForm}
            props={{ banking: data.banking }}
          />
        </div>
        <div className='card cg-card'>
          <Island name='employer/sin-form' props={{ masked: data.sinMasked }} />
        </div>
        <div className='card cg-card'>
          <Island name='my-pay/td1-form' props={{}} />
        </div>
      </div>
    );
  },
});
