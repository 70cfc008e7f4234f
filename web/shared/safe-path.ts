// Where a redirect or a link may lead when the target came from a request or an answer: only
// paths on this site, so a crafted `?next=` (or `//evil.example`, or `/\evil.example`, which
// browsers read as another host) cannot send someone elsewhere.
export function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  return next && isSameSitePath(next) ? next : fallback;
}
