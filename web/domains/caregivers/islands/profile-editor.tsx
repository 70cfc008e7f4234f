// /profile, a caregiver's own profile (spec 002 §2): left column picture with upload, rating and
// location, Account Status, My Info and About Me; right column My Availability, the three
// selection editors, Experience and Education, Reviews. Every edit goes through the API of spec
// 002 §7 and updates this page in place.
import { useEffect, useReducer } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import type { BgCheckState } from '../../background-checks/model.ts';
import type {
  EduAccred,
  OwnCaregiverCredentials,
  PrivateRecord,
  Review,
  WorkExperience,
} from '../model.ts';
import { profileMessages } from '../ui/messages-profile.ts';
import { AboutMeForm, MyInfoForm } from '../ui/profile-about-forms.tsx';
import { AvailabilitySection } from '../ui/profile-availability.tsx';
import { SelectionEditor } from '../ui/profile-selections.tsx';
import { EduAccredDialog, WorkExpDialog } from '../ui/education-dialogs.tsx';
import { loadSignupMaterials } from '../../../shared/signup-materials.ts';
import { firstError } from '../../../shared/field-errors.ts';
import { historyEntryPath } from '../ui/history-state.ts';
import { DeleteEntryDialog, HistorySections } from '../ui/profile-history.tsx';
import {
  AboutMeSection,
  IdentityCard,
  MyInfoSection,
  StatusSection,
} from '../ui/profile-summary.tsx';
import {
  initialProfileEditor,
  profileEditorReducer,
  reviewsFrom,
} from '../ui/profile-editor-state.ts';
import { ReviewsList, Section, type Vocabulary } from '../ui/profile-parts.tsx';

export type ProfileEditorProps = {
  credentials: OwnCaregiverCredentials;
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  bgCheckState: BgCheckState;
  isBanking: boolean;
  isAvailComplete: boolean;
  /** The province of the home address (the wage minimum of About Me). */
  province: string | null;
  /** The signup materials in the reader's language, when the page had them. */
  vocabulary: Vocabulary | null;
};

export default function ProfileEditor(props: ProfileEditorProps) {
  const t = useT(profileMessages);
  const [state, dispatch] = useReducer(profileEditorReducer, props, initialProfileEditor);
  const { cred, vocabulary, dialog, editing, deleting } = state;

  // Account Status is live: a background check approved (or banking saved) elsewhere shows here
  // without a reload (the realtime hub pushes this account's own flags only).
  // On every (re)connect the record is read again: a change before the socket was live is seen.
  useEffect(() => {
    const stop = subscribe('account_statuses', (change) => {
      if (change.row) dispatch({ type: 'flags', flags: change.row });
    });
    const stopLive = onLive(() => {
      api<PrivateRecord>('GET', '/api/user/private').then((res) => {
        if (res.ok) dispatch({ type: 'record', record: res.data });
      });
    });
    return () => {
      stop();
      stopLive();
    };
  }, []);

  useEffect(() => {
    if (vocabulary) return;
    loadSignupMaterials<Vocabulary>()
      .then((materials) => dispatch({ type: 'vocabulary', vocabulary: materials }))
      .catch((err) => console.error('Could not load the signup materials', err));
  }, []);

  // Reviews are asked for only when there are some (spec 002 §7); a failure is ignored (§8).
  useEffect(() => {
    if (cred.reviews <= 0) return;
    api<Review[] | { reviews: Review[] }>(
      'GET',
      `/api/review/get_all/${encodeURIComponent(cred.userIdNumber)}`,
    ).then((res) => dispatch({ type: 'reviews', reviews: res.ok ? reviewsFrom(res.data) : null }));
  }, []);

  // Changed in place (picture, availability) or saved from a dialog or editor, which says so.
  const changed = (changes: Partial<OwnCaregiverCredentials>) =>
    dispatch({ type: 'changed', changes });
  const saved = (changes: Partial<OwnCaregiverCredentials>) => {
    dispatch({ type: 'saved', changes });
    showAlert({ type: 'success', message: t('savedNote') });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    dispatch({ type: 'deleteSent' });
    const res = await api('DELETE', historyEntryPath(deleting));
    if (!res.ok) {
      dispatch({ type: 'deleteRefused' });
      showAlert({ type: 'error', message: firstError(res.errors) });
      return;
    }
    dispatch({ type: 'deleted' });
  };

  const closeDialog = () => dispatch({ type: 'closeDialog' });
  const editDone = (answer: unknown) => dispatch({ type: 'editDone', answer });
  return (
    <div className='cg-profile'>
      <div className='cg-profile__left'>
        <IdentityCard cred={cred} onUploaded={changed} />
        <StatusSection status={state.status} />
        <MyInfoSection
          cred={cred}
          onEdit={() => dispatch({ type: 'openDialog', dialog: 'info' })}
        />
        <AboutMeSection
          cred={cred}
          vocabulary={vocabulary}
          onEdit={() => dispatch({ type: 'openDialog', dialog: 'about' })}
        />
      </div>

      <div className='cg-profile__right'>
        <AvailabilitySection
          list={cred.myAvail}
          startOpen={!props.isAvailComplete}
          onChange={(myAvail) => changed({ myAvail })}
        />
        <section className='cg-card card cg-selections'>
          {(['jobType', 'service', 'conditions'] as const).map((field) => (
            <SelectionEditor
              key={field}
              field={field}
              value={cred[field]}
              options={vocabulary?.[field]}
              onSaved={(_, value) => saved({ [field]: value })}
            />
          ))}
        </section>
        <HistorySections
          workExp={state.workExp}
          eduAccred={state.eduAccred}
          onEdit={(next) => dispatch({ type: 'edit', editing: next })}
          onDelete={(target) => dispatch({ type: 'askDelete', target })}
        />
        <Section title={t('reviews')} id='cg-reviews'>
          <ReviewsList reviews={state.reviews} loading={state.reviewsLoading} />
        </Section>
      </div>

      {/* Only their own buttons close these (spec 002 §2): a half-edited form is never lost. */}
      <Dialog
        open={dialog === 'about'}
        title={t('editAboutMe')}
        closeLabel={t('close')}
        dismiss='buttons'
        onClose={closeDialog}
        className='profile-dialog'
        titleClassName='profile-dialog__title'
      >
        <AboutMeForm
          credentials={cred}
          province={props.province}
          vocabulary={vocabulary}
          onSaved={saved}
          onCancel={closeDialog}
        />
      </Dialog>
      <Dialog
        open={dialog === 'info'}
        title={t('editMyInfo')}
        closeLabel={t('close')}
        dismiss='buttons'
        onClose={closeDialog}
        className='profile-dialog'
        titleClassName='profile-dialog__title'
      >
        <MyInfoForm credentials={cred} onSaved={saved} onCancel={closeDialog} />
      </Dialog>
      <WorkExpDialog
        open={editing?.kind === 'work'}
        entry={editing?.kind === 'work' ? editing.entry : null}
        onDone={editDone}
      />
      <EduAccredDialog
        open={editing?.kind === 'edu'}
        entry={editing?.kind === 'edu' ? editing.entry : null}
        onDone={editDone}
      />
      <DeleteEntryDialog
        deleting={deleting}
        busy={state.deleteBusy}
        onCancel={() => dispatch({ type: 'cancelDelete' })}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
