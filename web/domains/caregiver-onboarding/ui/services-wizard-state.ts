// Sign-up step 2 (spec 002 §2, §5, §9): the intro screen, which of the four panels shows and
// whether it is switching, the vocabularies it chooses from, and what the server's answer does
// (each field's message on its field and the caregiver sent to the first panel holding one; any
// other as one general message). The panels, their schemas and the payload are in
// onboarding-state.ts. Pure, for islands/services-wizard.tsx; unit-tested beside it.
import type { SignupMaterials } from '../../accounts/model.ts';
import { firstPanelWithError, panelOfField, type ServicesField } from './onboarding-state.ts';

export type ServicesWizardState = {
  /** The 2-second intro screen is showing. */
  showIntro: boolean;
  /** 0-based. */
  panel: number;
  /** The panel is leaving (its short fade before the next one). */
  switching: boolean;
  /** Accepted: the next step is loading. */
  saved: boolean;
  general?: string;
  materials: SignupMaterials | null;
  materialsFailed: boolean;
  /** The panel last moved to by Next or Back, announced to screen readers. */
  announced: number | null;
};

export type ServicesWizardAction =
  | { type: 'introDone' }
  | { type: 'materialsAsked' }
  | { type: 'materialsLoaded'; materials: SignupMaterials }
  | { type: 'materialsFailed' }
  | { type: 'switchStart' }
  | { type: 'switched'; panel: number }
  | { type: 'send' }
  | { type: 'refused'; general?: string; panel: number | null }
  | { type: 'saved' };

export const initialServicesWizard = (): ServicesWizardState => ({
  showIntro: true,
  panel: 0,
  switching: false,
  saved: false,
  materials: null,
  materialsFailed: false,
  announced: null,
});

export function servicesWizardReducer(
  state: ServicesWizardState,
  action: ServicesWizardAction,
): ServicesWizardState {
  switch (action.type) {
    case 'introDone':
      return { ...state, showIntro: false };
    case 'materialsAsked':
      return { ...state, materialsFailed: false };
    case 'materialsLoaded':
      return { ...state, materials: action.materials };
    case 'materialsFailed':
      return { ...state, materialsFailed: true };
    case 'switchStart':
      return { ...state, switching: true };
    case 'switched':
      return { ...state, panel: action.panel, switching: false, announced: action.panel };
    case 'send':
      return { ...state, general: undefined };
    case 'refused':
      return {
        ...state,
        general: action.general ?? state.general,
        panel: action.panel ?? state.panel,
      };
    case 'saved':
      return { ...state, saved: true };
  }
}

export type ServicesRefusal = {
  /** Messages for the panels' own fields. */
  fieldErrors: [ServicesField, string][];
  /** The last message for anything else. */
  general?: string;
  /** The first panel with a field error, when it is not the one showing. */
  panel: number | null;
};

const isServicesField = (field: string): field is ServicesField => panelOfField(field) !== null;

/** Where the server's refusal of the whole step goes. */
export function servicesRefusal(errors: Record<string, string>, current: number): ServicesRefusal {
  const fieldErrors: [ServicesField, string][] = [];
  let general: string | undefined;
  for (const [field, message] of Object.entries(errors)) {
    if (isServicesField(field)) fieldErrors.push([field, message]);
    else general = message;
  }
  const target = firstPanelWithError(errors);
  return { fieldErrors, general, panel: target !== null && target !== current ? target : null };
}

/** Panels 1–3 choose from the vocabularies: until they arrive there is nothing to choose. */
export const waitsForMaterials = (state: ServicesWizardState) =>
  state.panel < 3 && !state.materials;
