// /caregiver/signup/finish, steps 4 and 5 of 5 (spec 002 §2): the profile image, then the
// background check, then Finish. The island draws the progress, since it moves from 4 to 5.
import { definePage } from '../../../server/page.ts';
import { translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import FinishSteps, { type FinishStepsProps } from '../islands/finish-steps.tsx';
import { stepMessages } from '../messages.ts';

export const page = definePage<FinishStepsProps>({
  title: (ctx) => translator(stepMessages, ctx.locale)('titleFinish'),
  load: (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    const status = ctx.viewer?.status;
    return Promise.resolve({
      isUserImgCompleted: !!status?.isUserImgCompleted,
      imgUrlThumb: ctx.viewer?.imgUrlThumb ?? null,
      isBgCheckSubmitted: !!status?.isBgCheckSubmitted,
    });
  },
  Page: ({ data }) => (
    <div className='container onboarding'>
      <Island name='caregiver-onboarding/finish-steps' component={FinishSteps} props={data} />
    </div>
  ),
});
