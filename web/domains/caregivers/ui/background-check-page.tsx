// /profile/background-check (spec 002 §2): the standalone background-check page, with no Back
// or Skip control. Caregivers only (others go to their dashboard).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { readPrivateRecord } from '../actions.server.ts';
import BackgroundCheckForm, {
  type BackgroundCheckFormProps,
} from '../islands/background-check-form.tsx';
import { profileMessages } from './messages-profile.ts';

export const page = definePage<BackgroundCheckFormProps>({
  title: (ctx) => translator(profileMessages, ctx.locale)('bgCheckTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    if (viewer.userType !== 'caregiver') return ctx.c.redirect('/dashboard', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const record = await readPrivateRecord(viewer, false);
    return { bgCheck: record.bgCheck, reimbursement: record.reimbursement };
  },
  Page: ({ data }) => {
    const t = useT(profileMessages);
    return (
      <div className='container cg-page cg-narrow'>
        <h1 className='cg-page__title'>{t('bgCheckTitle')}</h1>
        <p>{t('bgIntro')}</p>
        <div className='card cg-card'>
          <Island
            name='caregivers/background-check-form'
            component={BackgroundCheckForm}
            props={data}
          />
        </div>
      </div>
    );
  },
});
