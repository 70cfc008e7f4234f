// /profile/background-check (spec 002 §2): the standalone background-check page, with no Back
// or Skip control. Caregivers only (others go to their dashboard).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { readOwnBackgroundCheck } from '../actions.server.ts';
import BackgroundCheckForm, {
  type BackgroundCheckFormProps,
} from '../islands/background-check-form.tsx';
import { bgCheckMessages } from '../messages.ts';

export const page = definePage<BackgroundCheckFormProps>({
  title: (ctx) => translator(bgCheckMessages, ctx.locale)('bgCheckTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    if (viewer.userType !== 'caregiver') return ctx.c.redirect('/dashboard', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    return await readOwnBackgroundCheck(viewer);
  },
  Page: ({ data }) => {
    const t = useT(bgCheckMessages);
    return (
      <div className='container cg-page cg-narrow'>
        <h1 className='cg-page__title'>{t('bgCheckTitle')}</h1>
        <p>{t('bgIntro')}</p>
        <div className='card cg-card'>
          <Island
            name='background-checks/background-check-form'
            component={BackgroundCheckForm}
            props={data}
          />
        </div>
      </div>
    );
  },
});
