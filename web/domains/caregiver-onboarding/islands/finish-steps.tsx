// Steps 4 and 5 of the caregiver sign-up (spec 002 §2, §4, §7): the profile image (skippable;
// shows the thumbnail the API answers), then the background check (a file and the date it was
// issued; 'File successfully uploaded'), then Finish. Finishing without a submitted check asks
// first: Back, or Skip, which finishes but leaves the profile unsearchable and unable to message
// families. Then /dashboard.
import { useEffect, useReducer, useRef } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OnboardingProgress } from '../ui/onboarding-progress.tsx';
import { BgCheckUpload } from '../ui/finish-bg-upload.tsx';
import { ImageUpload } from '../ui/finish-image-upload.tsx';
import {
  finishStepsReducer,
  initialFinishSteps,
  onFinishPress,
  showsSubmittedNote,
} from '../ui/finish-state.ts';
import { refusalText } from '../../../shared/step-finish-state.ts';
import { stepMessages } from '../messages.ts';

export type FinishStepsProps = {
  isUserImgCompleted: boolean;
  imgUrlThumb: string | null;
  isBgCheckSubmitted: boolean;
};

export default function FinishSteps(props: FinishStepsProps) {
  const t = useT(stepMessages);
  const [state, dispatch] = useReducer(finishStepsReducer, props, initialFinishSteps);
  const { step, thumb, finish: { asking, finishing, error } } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step shown first keeps focus where the page put it; a step moved to gets its heading.
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (n: 4 | 5) => {
    moved.current = true;
    dispatch({ type: 'goTo', step: n });
  };

  const finish = async () => {
    dispatch({ type: 'send' });
    const res = await api('POST', '/api/user/caregiver/finish');
    if (!res.ok) {
      console.error('Finish failed', res.status, res.errors);
      dispatch({ type: 'refused', message: refusalText(res.errors, t('genericError')) });
      return;
    }
    globalThis.location.assign('/dashboard');
  };

  const onFinish = () => {
    if (onFinishPress(state, props.isBgCheckSubmitted) === 'ask') dispatch({ type: 'ask' });
    else void finish();
  };

  return (
    <>
      <OnboardingProgress step={step} />
      <div className='onboarding__card card'>
        <h1 ref={headingRef} className='onb-title' tabIndex={-1}>
          {t(step === 4 ? 'step4' : 'step5')}
        </h1>
        {step === 4
          ? (
            <>
              <p className='onb-intro'>{t('imageIntro')}</p>
              <ImageUpload
                thumb={thumb}
                onUploaded={(url) => dispatch({ type: 'imageUploaded', thumb: url })}
              />
              <div className='onb-actions'>
                <button
                  type='button'
                  className='button button--primary onb-actions__next'
                  onClick={() => goTo(5)}
                >
                  {thumb ? t('next') : t('skip')}
                </button>
              </div>
            </>
          )
          : (
            <>
              <p className='onb-intro'>{t('bgIntro')}</p>
              {showsSubmittedNote(state, props.isBgCheckSubmitted)
                ? <p className='onb-saved'>{t('bgSubmittedAlready')}</p>
                : (
                  <BgCheckUpload
                    uploaded={state.uploadedNow}
                    onUploaded={() => dispatch({ type: 'bgUploaded' })}
                  />
                )}
              {error && <p className='form-error' role='alert'>{error}</p>}
              <div className='onb-actions'>
                <button
                  type='button'
                  className='button button--outline'
                  disabled={finishing}
                  onClick={() => goTo(4)}
                >
                  {t('back')}
                </button>
                <button
                  type='button'
                  className='button button--primary onb-actions__next'
                  disabled={finishing}
                  onClick={onFinish}
                >
                  {finishing ? <Spinner label={t('finishing')} /> : t('finish')}
                </button>
              </div>
            </>
          )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('bgWarningTitle')}
        body={t('bgWarningBody')}
        back={t('back')}
        confirm={t('skip')}
        confirmClassName='button--primary'
        onBack={() => dispatch({ type: 'back' })}
        onConfirm={() => void finish()}
      />
    </>
  );
}
