// Saving one part of a member (care plan, pinned note, contacts): the request, the busy flag and
// the line that says how it went, shared by the parts of My Team.
import { useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import type { TeamMember } from '../model.ts';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

export function useSave(id: string, onSaved: (m: TeamMember) => void) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  async function save(path: string, body: unknown, ok: string, fail: string) {
    setBusy(true);
    const r = await api<TeamMember>('POST', `/api/team/member/${id}/${path}`, body);
    setBusy(false);
    if (r.ok) {
      onSaved(r.data);
      setNotice({ kind: 'success', text: ok });
      return { ok: true as const, errors: {} };
    }
    setNotice({ kind: 'error', text: fail });
    return { ok: false as const, errors: r.errors };
  }
  return { notice, busy, save };
}

export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return <p className={`alert alert--${notice.kind}`} role='status'>{notice.text}</p>;
}
