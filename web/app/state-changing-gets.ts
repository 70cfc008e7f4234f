// The API's GET routes that change state (issue 22). The spec defines these calls as GET, and
// our islands keep calling them so; but a GET is what a link on another site, opened by a
// signed-in person, sends with their cookie (SameSite=Lax lets a top-level navigation carry it).
// So these answer only requests from our own pages (`isOwnPageRequest`): the Origin is ours, or,
// without one, the browser says Sec-Fetch-Site: same-origin; a navigation never counts.
// tests/integration/cross-site.test.ts sends each with cross-site, same-site and same-origin
// headers and checks nothing changed for the first two.
export const STATE_CHANGING_GETS: readonly RegExp[] = [
  /^\/api\/invoice\/approve\/[^/]+$/,
  /^\/api\/task\/[^/]+\/delete$/,
  /^\/api\/message\/[^/]+\/(block|unblock)$/,
  /^\/api\/review\/extend\/[^/]+$/,
  /^\/api\/job-applications\/[^/]+\/mark-read$/,
  /^\/api\/team\/invite\/[^/]+\/mark-read$/,
  /^\/api\/user\/initial_load\/off$/,
  /^\/api\/user\/status\/completed_all$/,
  /^\/api\/login\/(online|offline)$/,
];

export function changesStateOnGet(path: string): boolean {
  return STATE_CHANGING_GETS.some((pattern) => pattern.test(path));
}
