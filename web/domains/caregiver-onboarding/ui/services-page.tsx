// /caregiver/signup/services, step 2 of 5 (spec 002 §2): the intro, then the four panels. The
// caregiver's province (their home address) sets the wage minimum the last panel checks.
import { definePage } from '../../../server/page.ts';
import { translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import ServicesWizard, { type ServicesWizardProps } from '../islands/services-wizard.tsx';
import { readOwnProvince } from '../../caregivers/actions.server.ts';
import { OnboardingFrame } from './onboarding-progress.tsx';
import { PROGRESS_STEP } from './onboarding-state.ts';
import { stepMessages } from '../messages.ts';

export const page = definePage<ServicesWizardProps>({
  title: (ctx) => translator(stepMessages, ctx.locale)('titleServices'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    // The route's guard already sent visitors to /login; this keeps the type honest.
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const province = await readOwnProvince(viewer);
    return { province };
  },
  Page: ({ data }) => (
    <OnboardingFrame step={PROGRESS_STEP.services}>
      <Island name='caregiver-onboarding/services-wizard' component={ServicesWizard} props={data} />
    </OnboardingFrame>
  ),
});
