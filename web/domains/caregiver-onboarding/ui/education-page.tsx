// /caregiver/signup/education-experience, step 3 of 5 (spec 002 §2): work experience and
// education or accreditation, read on the server so a reload shows what was already added. The
// lists and their dialogs are caregivers' history editor (the profile edits with the same
// dialogs), placed by name.
import { definePage } from '../../../server/page.ts';
import { translator, useT } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { readOwnProfile } from '../../caregivers/actions.server.ts';
import type { EduAccred, WorkExperience } from '../../caregivers/model.ts';
import { OnboardingFrame } from './onboarding-progress.tsx';
import { PROGRESS_STEP } from './onboarding-state.ts';
import { stepMessages } from '../messages.ts';

/** The props of caregivers' education-experience island. */
type EducationExperienceProps = { workExp: WorkExperience[]; eduAccred: EduAccred[] };

function EducationPage({ data }: { data: EducationExperienceProps }) {
  const t = useT(stepMessages);
  return (
    <OnboardingFrame step={PROGRESS_STEP['education-experience']}>
      <h1 className='onb-title'>{t('titleEducation')}</h1>
      <p className='onb-intro'>{t('educationIntro')}</p>
      <Island name='caregivers/education-experience' props={data} />
    </OnboardingFrame>
  );
}

export const page = definePage<EducationExperienceProps>({
  title: (ctx) => translator(stepMessages, ctx.locale)('titleEducation'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const { workExp, eduAccred } = await readOwnProfile(viewer);
    return { workExp, eduAccred };
  },
  Page: EducationPage,
});
