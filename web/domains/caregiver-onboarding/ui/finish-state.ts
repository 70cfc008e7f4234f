// Steps 4 and 5 of the caregiver sign-up (spec 002 §2, §4): which step shows, the picture the API
// answered, whether a check was uploaded on this visit, and the Finish button's question. Pure,
// for islands/finish-steps.tsx; unit-tested beside it.
import { finishNeedsWarning, initialFinishStep } from './onboarding-state.ts';
import {
  initialStepFinish,
  type StepFinish,
  type StepFinishAction,
  stepFinishReducer,
} from '../../../shared/step-finish-state.ts';

export type FinishStepsState = {
  step: 4 | 5;
  /** The profile image's thumbnail, once there is one. */
  thumb: string | null;
  /** A background check was uploaded on this visit. */
  uploadedNow: boolean;
  finish: StepFinish;
};

export type FinishStepsAction =
  | { type: 'goTo'; step: 4 | 5 }
  | { type: 'imageUploaded'; thumb: string }
  | { type: 'bgUploaded' }
  | StepFinishAction;

export function initialFinishSteps(
  { isUserImgCompleted, imgUrlThumb }: { isUserImgCompleted: boolean; imgUrlThumb: string | null },
): FinishStepsState {
  return {
    step: initialFinishStep(isUserImgCompleted),
    thumb: imgUrlThumb,
    uploadedNow: false,
    finish: initialStepFinish(),
  };
}

export function finishStepsReducer(
  state: FinishStepsState,
  action: FinishStepsAction,
): FinishStepsState {
  switch (action.type) {
    case 'goTo':
      return { ...state, step: action.step };
    case 'imageUploaded':
      return { ...state, thumb: action.thumb };
    case 'bgUploaded':
      return { ...state, uploadedNow: true };
    default:
      return { ...state, finish: stepFinishReducer(state.finish, action) };
  }
}

/** Finish asks first (Back or Skip) when no check was ever submitted; otherwise it sends. */
export function onFinishPress(state: FinishStepsState, isBgCheckSubmitted: boolean) {
  return finishNeedsWarning(isBgCheckSubmitted, state.uploadedNow) ? 'ask' : 'send';
}

/** A check submitted on an earlier visit is only mentioned; otherwise the upload form shows. */
export const showsSubmittedNote = (state: FinishStepsState, isBgCheckSubmitted: boolean) =>
  isBgCheckSubmitted && !state.uploadedNow;
