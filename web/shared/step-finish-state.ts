// How the last button of an onboarding step goes (spec 002 §2, §9): it may ask first (skip
// education and experience, finish without a background check), then it sends, and on success
// the page says so before the next one loads; a refusal is shown and the button works again.
// Shared by the education/experience and finish steps. Pure; unit-tested beside it.

export type StepFinish = {
  /** The question before going on is open. */
  asking: boolean;
  /** The request is on its way. */
  finishing: boolean;
  /** Accepted: the next page is loading. */
  saved: boolean;
  /** The server's refusal, in the reader's words. */
  error?: string;
};

export type StepFinishAction =
  | { type: 'ask' }
  | { type: 'back' }
  | { type: 'send' }
  | { type: 'refused'; message: string }
  | { type: 'saved' };

export const initialStepFinish = (): StepFinish => ({
  asking: false,
  finishing: false,
  saved: false,
});

export function stepFinishReducer(state: StepFinish, action: StepFinishAction): StepFinish {
  switch (action.type) {
    case 'ask':
      return { ...state, asking: true };
    case 'back':
      return { ...state, asking: false };
    case 'send':
      return { asking: false, finishing: true, saved: false };
    case 'refused':
      return { ...state, finishing: false, error: action.message };
    case 'saved':
      return { ...state, saved: true };
  }
}

/** The step's controls wait while it is sending or the next page is loading. */
export const stepBusy = (state: StepFinish) => state.finishing || state.saved;

/** The first message of a refusal, or the generic one when the server named none. */
export const refusalText = (errors: Record<string, string>, generic: string) =>
  Object.values(errors)[0] ?? generic;
