// The add/edit dialogs of the education and experience step (spec 002 §2, §4, §5): work
// experience ('Currently working here' sets the end date to Present) and education or
// accreditation (the type is chosen first and locked when editing). Both are a HistoryDialog
// (ui/history-dialog.tsx): validated with the shared schemas, not closed by a backdrop click or
// Escape, their submit disabled behind a spinner.
import { Controller } from 'react-hook-form';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { caregiverMessages } from '../messages.ts';
import {
  DATE_MIN_YEAR,
  type EduAccred,
  EDUCATION_END_YEAR_MAX,
  EMPLOY_TYPES,
  type WorkExperience,
} from '../model.ts';
import { EduAccredSchema, WorkExpSchema } from '../schemas.ts';
import { todayIso } from '../../../shared/dates.ts';
import { HistoryDialog } from './history-dialog.tsx';
import { onboardingMessages } from './messages-onboarding.ts';
import { RadioChoice } from '../../../components/form/choice-groups.tsx';
import {
  EDU_FIELDS,
  eduAccredPayload,
  type EduValues,
  eduValues,
  EMPLOY_TYPE_KEYS,
  WORK_FIELDS,
  workExpPayload,
  type WorkValues,
  workValues,
} from './history-form-state.ts';

/** What the API answers after a work experience is saved: the whole list, sorted. */
export type WorkExpAnswer = { workExp: WorkExperience[] };
/** What the API answers after an education or accreditation is saved: the whole list. */
export type EduAccredAnswer = { eduAccred: EduAccred[] };

export function WorkExpDialog(
  { open, entry, onDone }: {
    open: boolean;
    /** null adds a new one. */
    entry: WorkExperience | null;
    /** The API's answer once saved (the whole list), or null when cancelled. */
    onDone: (answer: WorkExpAnswer | null) => void;
  },
) {
  const t = useT(onboardingMessages);
  const tc = useT(caregiverMessages);
  const thisMonth = todayIso().slice(0, 7);
  const minMonth = `${DATE_MIN_YEAR}-01`;
  return (
    <HistoryDialog<WorkValues, WorkExpAnswer>
      open={open}
      title={t(entry ? 'workExpDialogEdit' : 'workExpDialogAdd')}
      onDone={onDone}
      defaultValues={workValues(entry)}
      // The schema reads the payload: the checkbox becomes the literal end date 'Present'.
      schema={WorkExpSchema}
      payload={workExpPayload}
      path={entry
        ? `/api/user/work-exp/${encodeURIComponent(entry.workExpId)}`
        : '/api/user/work-exp'}
      fields={WORK_FIELDS}
    >
      {({ form, err }) => (
        <>
          <TextField
            label={t('title')}
            error={err('title')}
            autoFocus
            {...form.register('title')}
          />
          <TextField
            label={t('company')}
            autoComplete='organization'
            error={err('company')}
            {...form.register('company')}
          />
          <div className='field'>
            <label className='field__label' htmlFor='work-exp-type'>{t('employType')}</label>
            <select id='work-exp-type' className='field__input' {...form.register('employType')}>
              <option value=''>{t('employTypeNone')}</option>
              {EMPLOY_TYPES.map((type) => (
                <option key={type} value={type}>{tc(EMPLOY_TYPE_KEYS[type])}</option>
              ))}
            </select>
          </div>
          <div className='onb-row'>
            <TextField
              label={t('startDate')}
              type='month'
              min={minMonth}
              max={thisMonth}
              placeholder='YYYY-MM'
              error={err('startDate')}
              {...form.register('startDate')}
            />
            {form.watch('current')
              ? (
                <TextField
                  // Its own element: the month input below is the form's, this one only shows.
                  key='present'
                  label={t('endDate')}
                  value={tc('present')}
                  readOnly
                  aria-readonly='true'
                  name='endDatePresent'
                />
              )
              : (
                <TextField
                  key='endDate'
                  label={t('endDate')}
                  type='month'
                  min={minMonth}
                  max={thisMonth}
                  placeholder='YYYY-MM'
                  error={err('endDate')}
                  {...form.register('endDate')}
                />
              )}
          </div>
          <label className='onb-check'>
            <input type='checkbox' {...form.register('current')} />
            <span>{t('currentlyWorking')}</span>
          </label>
          <TextAreaField
            label={t('description')}
            minRows={3}
            maxRows={8}
            maxLength={2000}
            error={err('description')}
            {...form.register('description')}
          />
        </>
      )}
    </HistoryDialog>
  );
}

// ---------------------------------------------------------------------------------------------

export function EduAccredDialog(
  { open, entry, onDone }: {
    open: boolean;
    entry: EduAccred | null;
    /** The API's answer once saved (the whole list), or null when cancelled. */
    onDone: (answer: EduAccredAnswer | null) => void;
  },
) {
  const t = useT(onboardingMessages);
  const thisYear = Number(todayIso().slice(0, 4));
  return (
    <HistoryDialog<EduValues, EduAccredAnswer>
      open={open}
      title={t(entry ? 'eduDialogEdit' : 'eduDialogAdd')}
      onDone={onDone}
      defaultValues={eduValues(entry)}
      schema={EduAccredSchema}
      payload={eduAccredPayload}
      path={entry
        ? `/api/user/edu-accred/${encodeURIComponent(entry.eduAccredId)}`
        : '/api/user/edu-accred'}
      fields={EDU_FIELDS}
    >
      {({ form, err }) => {
        const type = form.watch('type');
        const yearField = (
          name: 'startDate' | 'endDate' | 'accredDate',
          label: string,
          max: number,
        ) => (
          <TextField
            label={label}
            type='number'
            inputMode='numeric'
            min={DATE_MIN_YEAR}
            max={max}
            step={1}
            placeholder='YYYY'
            error={err(name)}
            {...form.register(name)}
          />
        );
        return (
          <>
            <Controller
              control={form.control}
              name='type'
              render={({ field }) => (
                <div className={entry ? 'onb-locked' : undefined}>
                  <RadioChoice
                    legend={t('eduType')}
                    name='eduType'
                    inputRef={field.ref}
                    options={[
                      { value: 'education', label: t('eduTypeEducation') },
                      { value: 'accreditation', label: t('eduTypeAccreditation') },
                    ]}
                    value={field.value}
                    onChange={(value) => {
                      // Chosen first, and locked once the entry exists.
                      if (!entry) field.onChange(value);
                    }}
                    error={err('type')}
                  />
                  {entry && <p className='field__hint'>{t('eduTypeLocked')}</p>}
                </div>
              )}
            />
            {type === 'education' && (
              <>
                <TextField
                  label={t('school')}
                  error={err('school')}
                  {...form.register('school')}
                />
                <div className='onb-row'>
                  <TextField
                    label={t('degree')}
                    error={err('degree')}
                    {...form.register('degree')}
                  />
                  <TextField
                    label={t('fieldOfStudy')}
                    error={err('fieldOfStudy')}
                    {...form.register('fieldOfStudy')}
                  />
                </div>
                <div className='onb-row'>
                  {yearField('startDate', t('startYear'), EDUCATION_END_YEAR_MAX)}
                  {yearField('endDate', t('endYear'), EDUCATION_END_YEAR_MAX)}
                </div>
                <TextAreaField
                  label={t('description')}
                  minRows={3}
                  maxRows={8}
                  maxLength={2000}
                  error={err('description')}
                  {...form.register('description')}
                />
              </>
            )}
            {type === 'accreditation' && (
              <>
                <TextField
                  label={t('accredName')}
                  error={err('accredName')}
                  {...form.register('accredName')}
                />
                {yearField('accredDate', t('accredDate'), thisYear)}
                <TextAreaField
                  label={t('accredDescription')}
                  minRows={3}
                  maxRows={8}
                  maxLength={2000}
                  error={err('accredDescription')}
                  {...form.register('accredDescription')}
                />
              </>
            )}
          </>
        );
      }}
    </HistoryDialog>
  );
}
