// /profile (spec 002 §2). A caregiver's own profile: read on the server as the caregiver, then
// edited in place by the profile-editor island. The spec's /profile is the caregiver's page; a
// family edits its own photo, name, phone and care address there with the accounts domain's
// island (issue 20 point 29); an admin gets a small account page rather than a redirect or a 404.
import { definePage } from '../../../server/page.ts';
import type { Viewer } from '../../../server/viewer.server.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import type { OwnCaregiverCredentials } from '../model.ts';
import { readOwnProfile, readPrivateRecord } from '../actions.server.ts';
import { readFamilyProfile, signupMaterials } from '../../accounts/actions.server.ts';
import {
  FAMILY_PROFILE_ISLAND,
  type FamilyProfile,
  SECURITY_SETTINGS_ISLAND,
} from '../../accounts/model.ts';
import { YOUR_DATA_ISLAND } from '../../my-data/model.ts';
import ProfileEditor, { type ProfileEditorProps } from '../islands/profile-editor.tsx';
import { profileMessages } from './messages-profile.ts';
import { Avatar } from './profile-parts.tsx';

type Data =
  | { kind: 'caregiver'; editor: ProfileEditorProps }
  // A family edits its own profile with the accounts domain's island (issue 20 point 29).
  | { kind: 'family'; profile: FamilyProfile }
  | {
    kind: 'account';
    firstName: string;
    lastName: string;
    email: string;
    imgUrlThumb: string | null;
    userType: Viewer['userType'];
  };

function provinceOf(credentials: OwnCaregiverCredentials): string | null {
  const address = credentials.address as Partial<Address> | null;
  return address?.addressParams?.adminAreaLevel1?.toUpperCase() ??
    credentials.location?.adminAreaLevel1?.toUpperCase() ?? null;
}

function AccountPage({ data }: { data: Extract<Data, { kind: 'account' }> }) {
  const t = useT(profileMessages);
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <div className='container cg-page cg-narrow'>
      <section className='card cg-card cg-identity'>
        <Avatar src={data.imgUrlThumb} name={name} size={96} />
        <h1 className='cg-identity__name'>{name}</h1>
        <dl className='cg-facts' style={{ width: '100%' }}>
          <div className='cg-facts__row'>
            <dt>{t('email')}</dt>
            <dd>{data.email}</dd>
          </div>
        </dl>
        <p className='cg-muted'>{t('accountIntro')}</p>
        <div className='cg-form__actions'>
          <a className='button button--outline' href='/dashboard'>{t('toDashboard')}</a>
          {data.userType === 'family' && (
            <a className='button button--primary' href='/profile/jobs'>{t('toPostings')}</a>
          )}
        </div>
      </section>
      <Island name={YOUR_DATA_ISLAND} props={{}} />
      {/* Sign-in and security (ADR 044): staff without a second factor are sent here. */}
      <Island name={SECURITY_SETTINGS_ISLAND} props={{}} />
    </div>
  );
}

export const page = definePage<Data>({
  title: (ctx) => translator(profileMessages, ctx.locale)('profileTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer!; // the route's guard admitted signed-in users only
    ctx.c.header('Cache-Control', 'private, no-store');
    if (viewer.userType === 'family') {
      return { kind: 'family', profile: await readFamilyProfile(viewer) };
    }
    if (viewer.userType !== 'caregiver') {
      return {
        kind: 'account',
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        imgUrlThumb: viewer.imgUrlThumb,
        userType: viewer.userType,
      };
    }
    const [profile, record, vocabulary] = await Promise.all([
      readOwnProfile(viewer),
      readPrivateRecord(viewer, false),
      // Labels of the keys; without them the island asks once more (a failure is only logged).
      signupMaterials(ctx.locale).catch((err) => {
        console.error('profile: the signup materials failed to load', err);
        return null;
      }),
    ]);
    const credentials = profile.credentials as OwnCaregiverCredentials;
    return {
      kind: 'caregiver',
      editor: {
        credentials,
        workExp: profile.workExp,
        eduAccred: profile.eduAccred,
        bgCheckState: record.bgCheck.state,
        isBanking: viewer.status.isBanking || record.bankingDetails !== null,
        isAvailComplete: viewer.status.isAvailComplete,
        province: provinceOf(credentials),
        vocabulary,
      },
    };
  },
  Page: ({ data }) =>
    data.kind === 'account'
      ? <AccountPage data={data} />
      : data.kind === 'family'
      ? (
        <div className='container'>
          <Island name={FAMILY_PROFILE_ISLAND} props={{ initial: data.profile }} />
          <Island name={YOUR_DATA_ISLAND} props={{}} />
          <Island name={SECURITY_SETTINGS_ISLAND} props={{}} />
        </div>
      )
      : (
        <div className='container cg-page'>
          <Island name='caregivers/profile-editor' component={ProfileEditor} props={data.editor} />
          <Island name={YOUR_DATA_ISLAND} props={{}} />
          <Island name={SECURITY_SETTINGS_ISLAND} props={{}} />
        </div>
      ),
});
