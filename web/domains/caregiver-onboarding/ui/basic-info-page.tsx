// /caregiver/signup/basic-info, step 1 of 5 (spec 002 §2). The route's guard sends a caregiver
// who finished this step on to the first unfinished one.
import { definePage } from '../../../server/page.ts';
import { translator, useT } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import BasicInfoForm, { type BasicInfoFormProps } from '../islands/basic-info-form.tsx';
import { OnboardingFrame } from './onboarding-progress.tsx';
import { PROGRESS_STEP } from './onboarding-state.ts';
import { stepMessages } from '../messages.ts';

function BasicInfoPage({ data }: { data: BasicInfoFormProps }) {
  const t = useT(stepMessages);
  return (
    <OnboardingFrame step={PROGRESS_STEP['basic-info']}>
      <h1 className='onb-title'>{t('titleBasicInfo')}</h1>
      <p className='onb-intro'>{t('basicIntro')}</p>
      <Island name='caregiver-onboarding/basic-info-form' component={BasicInfoForm} props={data} />
    </OnboardingFrame>
  );
}

export const page = definePage<BasicInfoFormProps>({
  title: (ctx) => translator(stepMessages, ctx.locale)('titleBasicInfo'),
  load: (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    return Promise.resolve({
      initial: {
        firstName: ctx.viewer?.firstName ?? '',
        lastName: ctx.viewer?.lastName ?? '',
        dob: '',
        phoneNum: '',
        gender: '',
        workRadius: '',
        address: null,
      },
    });
  },
  Page: BasicInfoPage,
});
