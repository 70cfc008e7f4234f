// Step 2 of the caregiver sign-up (spec 002 §2, §5, §7): a 2-second intro screen, then four
// panels (services; conditions with homeHealthCare preselected; job types and languages with
// english preselected; wage, years of experience and bio). Each Next validates its own panel with
// the shared panel schema, Back keeps what was entered, the last panel submits.
import { type FormEvent, useCallback, useEffect, useReducer, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver } from '../../../shared/form.ts';
import { useT } from '../../../shared/i18n.tsx';
import { focusFirstInvalid } from '../../../components/form/choice-groups.tsx';
import { loadSignupMaterials } from '../../../shared/signup-materials.ts';
import {
  initialServicesValues,
  PANEL_SWITCH_MS,
  panelSchemas,
  SERVICES_INTRO_MS,
  SERVICES_PANELS,
  type ServicesField,
  servicesPayload,
  type ServicesValues,
} from '../ui/onboarding-state.ts';
import { signupPath, STEP_NAV_DELAY_MS } from '../../caregivers/model.ts';
import type { SignupMaterials } from '../../accounts/model.ts';
import { fieldMessage } from '../../../shared/field-errors.ts';
import { useFieldError } from '../ui/field-error.ts';
import { ChoicePanel, MaterialsWait, ServicesIntro, WagePanel } from '../ui/services-panels.tsx';
import {
  initialServicesWizard,
  servicesRefusal,
  servicesWizardReducer,
  waitsForMaterials,
} from '../ui/services-wizard-state.ts';
import { stepMessages } from '../messages.ts';

export type ServicesWizardProps = {
  /** The caregiver's province (address), for the minimum wage; null when unknown. */
  province: string | null;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function ServicesWizard({ province }: ServicesWizardProps) {
  const t = useT(stepMessages);
  const fieldError = useFieldError(province);
  const [state, dispatch] = useReducer(servicesWizardReducer, undefined, initialServicesWizard);
  const { panel, switching, saved, materials } = state;
  // The resolver runs outside React's render: it reads the panel showing now.
  const panelRef = useRef(panel);
  panelRef.current = panel;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const resolvers = useRef(
    panelSchemas(province).map((s) =>
      schemaResolver(s as never) as unknown as Resolver<ServicesValues>
    ),
  );
  const form = useForm<ServicesValues>({
    defaultValues: initialServicesValues(),
    resolver: (values, context, options) =>
      resolvers.current[panelRef.current](values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const err = (field: ServicesField) => fieldError(fieldMessage(errors[field]));

  const fetchMaterials = useCallback(() => {
    dispatch({ type: 'materialsAsked' });
    loadSignupMaterials<SignupMaterials>()
      .then((materials) => dispatch({ type: 'materialsLoaded', materials }))
      .catch((e) => {
        console.error('Could not load the signup materials', e);
        dispatch({ type: 'materialsFailed' });
      });
  }, []);

  useEffect(() => {
    fetchMaterials();
    const timer = setTimeout(() => dispatch({ type: 'introDone' }), SERVICES_INTRO_MS);
    return () => clearTimeout(timer);
  }, []);

  // Each new panel (not the first one shown after the intro) puts focus on its heading.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [panel]);

  useEffect(() => {
    if (submitCount) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const goTo = async (n: number) => {
    dispatch({ type: 'switchStart' });
    await wait(PANEL_SWITCH_MS);
    // The errors shown were this panel's; the next starts clean.
    form.reset(form.getValues(), { keepDefaultValues: true });
    moved.current = true;
    dispatch({ type: 'switched', panel: n });
  };

  const submit = async () => {
    dispatch({ type: 'send' });
    const res = await api(
      'POST',
      '/api/user/caregiver/service-info',
      servicesPayload(form.getValues()),
    );
    if (!res.ok) {
      console.error('Service info failed', res.status, res.errors);
      const refusal = servicesRefusal(res.errors, panelRef.current);
      for (const [field, message] of refusal.fieldErrors) {
        form.setError(field, { type: 'server', message });
      }
      if (refusal.panel !== null) moved.current = true;
      dispatch({ type: 'refused', general: refusal.general, panel: refusal.panel });
      return;
    }
    dispatch({ type: 'saved' });
    await wait(STEP_NAV_DELAY_MS);
    globalThis.location.assign(signupPath('education-experience'));
    await new Promise(() => {});
  };

  // Next validates the panel showing; the move itself waits until handleSubmit has finished.
  const advance = useRef<number | null>(null);
  const onValid = async () => {
    if (panelRef.current < SERVICES_PANELS.length - 1) advance.current = panelRef.current + 1;
    else await submit();
  };
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    await form.handleSubmit(onValid)(e);
    const next = advance.current;
    advance.current = null;
    if (next !== null) await goTo(next);
  };

  if (state.showIntro) return <ServicesIntro />;

  const current = SERVICES_PANELS[panel];
  const last = panel === SERVICES_PANELS.length - 1;
  const busy = isSubmitting || saved || switching;
  const panelOf = (n: number) => t('panelOf', { panel: n + 1, total: SERVICES_PANELS.length });
  return (
    <form ref={formRef} className='onb-form' noValidate onSubmit={onSubmit}>
      <p className='onb-panel-count'>{panelOf(panel)}</p>
      <h1 ref={headingRef} className='onb-title' tabIndex={-1}>{t(current.title)}</h1>
      <p className='onb-intro'>{t(current.intro)}</p>
      <p className='visually-hidden' role='status' aria-live='polite'>
        {state.announced === null
          ? ''
          : `${panelOf(state.announced)}: ${t(SERVICES_PANELS[state.announced].title)}`}
      </p>

      <div className={`onb-panel${switching ? ' onb-panel--leaving' : ''}`}>
        {waitsForMaterials(state) && (
          <MaterialsWait failed={state.materialsFailed} onRetry={fetchMaterials} />
        )}
        {panel < 3 && materials && (
          <ChoicePanel panel={panel} materials={materials} form={form} err={err} />
        )}
        {panel === 3 && <WagePanel form={form} err={err} province={province} />}
      </div>

      {state.general && <p className='form-error' role='alert'>{state.general}</p>}
      {saved && <p className='onb-saved' role='status'>{t('servicesSaved')}</p>}
      <div className='onb-actions'>
        {panel > 0 && (
          <button
            type='button'
            className='button button--outline'
            disabled={busy}
            onClick={() => void goTo(panel - 1)}
          >
            {t('back')}
          </button>
        )}
        {last
          ? (
            <SubmitButton
              busy={isSubmitting || saved}
              busyLabel={t('saving')}
              className='onb-actions__next'
            >
              {t('submit')}
            </SubmitButton>
          )
          : (
            <button
              type='submit'
              className='button button--primary onb-actions__next'
              disabled={busy || waitsForMaterials(state)}
            >
              {t('next')}
            </button>
          )}
      </div>
    </form>
  );
}
