// /caregiver/{userIdNumber}/hire (familyOnly): the caregiver, the family's postings, how far each
// got with this caregiver (applied, invited, accepted) and whether a card is on file are read on
// the server. The card form of step 1 is the payments domain's island (payments/add-card), placed
// here by name, hidden, and moved into step 1 by the hire flow when it is needed (no new tab).
import { readUser } from '../../accounts/actions.server.ts';
import { listApplications } from '../../applications/actions.server.ts';
import { readCaregiverCard } from '../../caregivers/actions.server.ts';
import { listMyJobs } from '../../jobs/actions.server.ts';
import { hasCardOnFile } from '../../payments/actions.server.ts';
import { ADD_CARD_ISLAND } from '../../payments/model.ts';
import { definePage, pageNotFound } from '../../../server/page.ts';
import { stripeBrowserConfig } from '../../../server/stripe.server.ts';
import { formatPlace } from '../../../shared/dates.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { inviteStatesForHire } from '../actions.server.ts';
import HireFlow, { type HireFlowProps } from '../islands/hire-flow.tsx';
import { inviteMessages } from '../messages.ts';
import { HIRE_CARD_SLOT_ID } from '../model.ts';
import { UUID } from '../../../shared/ids.ts';

type Data = {
  flow: HireFlowProps;
  card: {
    prefill: { firstName: string; lastName: string; email: string };
    processor: ReturnType<typeof stripeBrowserConfig>;
  } | null;
};

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

export const page = definePage<Data>({
  title: (ctx) => translator(inviteMessages, ctx.locale)('stepOffer'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    const number = ctx.params.userIdNumber;
    const card = await readCaregiverCard(viewer, number);
    if (!card) pageNotFound();
    const [jobs, inviteStates, applications, cardOnFile, me] = await Promise.all([
      listMyJobs(viewer),
      inviteStatesForHire(viewer, number),
      listApplications(viewer),
      hasCardOnFile(viewer).catch(() => false),
      readUser(viewer),
    ]);
    const wanted = ctx.c.req.query('job') ?? null;
    ctx.c.header('Cache-Control', 'private, no-store');
    return {
      flow: {
        caregiver: {
          userIdNumber: card.userIdNumber,
          firstName: card.firstName,
          lastName: card.lastName,
          imgUrlThumb: card.imgUrlThumb,
        },
        familyFirstName: viewer.firstName,
        cardOnFile,
        jobs: jobs.map((j) => ({
          id: j.id,
          description: excerpt(j.description),
          place: formatPlace(
            j.address.addressParams.locality,
            j.address.addressParams.adminAreaLevel1,
          ),
          isAvailable: j.isAvailable,
        })),
        inviteStates,
        appliedJobIds: applications
          .filter((a) => String(a.caregiverInfo.userIdNumber) === String(card.userIdNumber))
          .map((a) => a.jobId),
        preselectedJobId: wanted && UUID.test(wanted) ? wanted : null,
        homeAddress: me.address,
      },
      card: cardOnFile ? null : {
        prefill: { firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email },
        processor: stripeBrowserConfig(),
      },
    };
  },
  Page: ({ data }) => (
    <div className='container hire-page'>
      <Island name='invites/hire-flow' component={HireFlow} props={data.flow} />
      {data.card && (
        <div id={HIRE_CARD_SLOT_ID} className='hire-card-form' hidden>
          <Island name={ADD_CARD_ISLAND} props={data.card} />
        </div>
      )}
    </div>
  ),
});
