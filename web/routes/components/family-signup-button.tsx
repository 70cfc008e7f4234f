import { Island } from '../../shared/island.tsx';
import FamilySignup from '../../islands/family-signup.tsx';
import type { FamilySignupTriggerProps } from '../../domains/public/family-signup-trigger.tsx';

/** A button that opens the family signup dialog (spec 000 §2.5); each is a family-signup island. */
export function FamilySignupButton(
  { triggerLabel, variant, autoOpen }: FamilySignupTriggerProps & { autoOpen?: boolean },
) {
  return <Island name='family-signup' component={FamilySignup} props={{ triggerLabel, variant, autoOpen }} />;
}
