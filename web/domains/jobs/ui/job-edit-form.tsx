// A posting's edit form on /profile/jobs/{jobId} (spec 002 §2, §5): the care needs, a new place
// picked from the suggestions (the current one is named above it) and the description. Its
// values and errors are my-jobs-state.ts'; Cancel is the posting menu's.
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { useT } from '../../../shared/i18n.tsx';
import type { FamilyJob } from '../model.ts';
import { jobsUi } from '../ui-messages.ts';
import { type Labels, placeLabel } from './job-format.ts';
import type { EditValues } from './my-jobs-state.ts';
import { ChosenField, NeedsFields, useErrorText } from './posting-fields.tsx';
import { type ChosenKey, toggleKeep } from './posting-state.ts';

const CHOSEN: ChosenKey[] = ['services', 'conditions', 'languagePref'];

export function JobEditForm({ job, values, errors, saving, labels, onChange, onSubmit }: {
  job: FamilyJob;
  values: EditValues;
  errors: Record<string, string>;
  saving: boolean;
  labels: Labels;
  onChange: (values: Partial<EditValues>) => void;
  onSubmit: () => void;
}) {
  const t = useT(jobsUi);
  const error = useErrorText(errors);
  const { locality, adminAreaLevel1 } = job.address.addressParams;
  return (
    <form
      className='jb-edit'
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        onSubmit();
      }}
    >
      <NeedsFields
        values={values}
        errors={errors}
        onChoose={(key, value) => onChange({ [key]: value })}
      />
      {CHOSEN.map((field) => (
        <ChosenField
          key={field}
          field={field}
          labels={labels}
          selected={values[field]}
          errors={errors}
          // The last selected option cannot be removed (spec 002 §5).
          onToggle={(value) => onChange({ [field]: toggleKeep(values[field], value) })}
        />
      ))}
      <div className='jb-edit__place'>
        <p className='jb-muted' id='job-edit-place-now'>
          {t('currentPlace', { place: placeLabel(locality, adminAreaLevel1) })}
        </p>
        <AddressInput
          id='job-edit-place'
          label={t('changePlace')}
          mode='city'
          value={values.address}
          onChange={(address) => onChange({ address })}
          error={error('address')}
        />
      </div>
      <TextAreaField
        label={t('descriptionLabel')}
        value={values.description}
        rows={6}
        error={error('description')}
        onChange={(ev) => onChange({ description: ev.target.value })}
      />
      {errors.general && <p className='jb-alert jb-alert--error' role='alert'>{error('general')}
      </p>}
      <div className='jb-actions'>
        <SubmitButton busy={saving} busyLabel={t('saving')}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
