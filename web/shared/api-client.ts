// Browser-side calls to our /api. Never throws for an answered request: callers get the
// field errors the server sent, or a general message when the network failed.
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: Record<string, string> };

export const NETWORK_ERROR = "There's a problem with your connection right now.";

export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, errors: { general: NETWORK_ERROR } };
  }
  const data = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const errors = data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, string>)
    : {};
  if (!Object.keys(errors).length) errors.general = `Something went wrong (${res.status}). Please try again.`;
  return { ok: false, status: res.status, errors };
}
