// Stripe's request bodies are form-encoded with bracketed keys (`card[number]=…`,
// `expand[0]=…`, `metadata[plan]=…`); this decodes them into nested objects. Arrays arrive as
// objects with numeric keys (or `[]`) and become arrays.

export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export function decodeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    let node: FormObject = root;
    for (let i = 0; i < path.length - 1; i++) {
      const part = path[i] === '' ? String(Object.keys(node).length) : path[i];
      const next = node[part];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    }
    const last = path[path.length - 1];
    node[last === '' ? String(Object.keys(node).length) : last] = value;
  }
  return arraysFrom(root) as FormObject;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]);
  return parts;
}

function arraysFrom(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFrom(value[key]);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) {
    return keys.map((k) => converted[k]);
  }
  return converted;
}

/** The string at `obj[key]`, or undefined when it is absent or not a string. */
export function str(obj: FormObject | undefined, key: string): string | undefined {
  const value = obj?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The object at `obj[key]`, or undefined. */
export function sub(obj: FormObject | undefined, key: string): FormObject | undefined {
  const value = obj?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}
