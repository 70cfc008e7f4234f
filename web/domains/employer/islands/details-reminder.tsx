// The reminder My Pay shows a family who has not given a payroll account number yet (issue 23
// point 1: asked for before it is needed, blocking nothing). Placed by name; no state.
import { richSentence } from '../../../shared/rich-sentence.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { employerMessages } from '../messages.ts';

export type DetailsReminderProps = Record<string, never>;

export default function DetailsReminder(_: DetailsReminderProps) {
  const t = useT(employerMessages);
  return (
    <p className='alert alert--warning mp-notice' data-testid='employer-details-reminder'>
      {richSentence(t('missingBanner'), {
        link: (children) => <a href='/mypay/employer'>{children}</a>,
      })}
    </p>
  );
}
