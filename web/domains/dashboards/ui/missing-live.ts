// Account Highlights' missing items after a live change of the account's status flags (issue 20
// point 21: a background check approved reaches an open dashboard without a reload). The flags
// decide availability, background check and banking; education and work experience are not
// flags, so what the page knew of them stays. Browser-safe; missing-live.test.ts beside it.
import { type AccountItem, missingAccountItems } from '../model.ts';

export function missingAfterFlags(
  missing: readonly AccountItem[],
  flags: Record<string, unknown>,
): AccountItem[] {
  const flag = (key: string, item: AccountItem) =>
    typeof flags[key] === 'boolean' ? flags[key] as boolean : !missing.includes(item);
  return missingAccountItems({
    isAvailComplete: flag('isAvailComplete', 'availability'),
    isBgCheck: flag('isBgCheck', 'backgroundCheck'),
    isBanking: flag('isBanking', 'banking'),
    educationCount: missing.includes('education') ? 0 : 1,
    workExpCount: missing.includes('workExperience') ? 0 : 1,
  });
}
