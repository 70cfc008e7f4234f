// The IANA zone of a Canadian province or territory (issue 11, ADR 025; issue 20 §2: a user's
// weeks are counted in the zone of their home). Shared so that shifts (the care location's zone)
// and the dashboard (the user's own zone) agree on one table. Browser-safe, pure.

export const DEFAULT_CARE_ZONE = 'America/Toronto';

/**
 * The IANA zone of a Canadian province or territory, by code or name (any case).
 *
 * One zone per province covers nearly everyone; the exceptions that matter and that an address
 * alone cannot settle are noted here and accepted as a known approximation:
 * - Saskatchewan keeps Central Standard Time all year (America/Regina, no DST), except
 *   Lloydminster, which follows Alberta.
 * - Newfoundland is UTC−3:30 (America/St_Johns); Labrador mostly follows Atlantic time.
 * - Ontario west of 90°W (Kenora, Rainy River, Atikokan) keeps Central time or no DST
 *   (America/Winnipeg, America/Atikokan); we use Toronto for the province.
 * - Quebec's Magdalen Islands and Lower North Shore differ; we use Toronto.
 * - BC's north-east (Dawson Creek, Fort Nelson, Creston) keeps MST all year; we use Vancouver.
 * - Nunavut spans three zones (Iqaluit Eastern, Rankin Inlet Central, Cambridge Bay
 *   Mountain); we use Iqaluit.
 * Unknown → DEFAULT_CARE_ZONE.
 */
export function zoneForProvince(province: string | null | undefined): string {
  const key = (province ?? '').trim().toLowerCase().replace(/[.\s-]+/g, ' ');
  return PROVINCE_ZONES[key] ?? DEFAULT_CARE_ZONE;
}

const PROVINCE_ZONES: Record<string, string> = {};
for (
  const [zone, names] of [
    ['America/Vancouver', ['bc', 'british columbia', 'colombie britannique']],
    ['America/Edmonton', ['ab', 'alberta']],
    ['America/Regina', ['sk', 'saskatchewan']],
    ['America/Winnipeg', ['mb', 'manitoba']],
    ['America/Toronto', ['on', 'ontario', 'qc', 'quebec', 'québec', 'pq']],
    ['America/Halifax', [
      'ns',
      'nova scotia',
      'nouvelle écosse',
      'nb',
      'new brunswick',
      'nouveau brunswick',
      'pe',
      'pei',
      'prince edward island',
      'île du prince édouard',
    ]],
    ['America/St_Johns', ['nl', 'nf', 'newfoundland', 'newfoundland and labrador', 'terre neuve']],
    ['America/Whitehorse', ['yt', 'yukon']],
    ['America/Yellowknife', ['nt', 'northwest territories', 'territoires du nord ouest']],
    ['America/Iqaluit', ['nu', 'nunavut']],
  ] as const
) {
  for (const name of names) PROVINCE_ZONES[name] = zone;
}
