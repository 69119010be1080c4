// Pure: the bracket notation of form-encoded bodies and query strings as Stripe's clients send
// them (`metadata[payment_key]=…`, `payment_method_data[card][token]=…`, `expand[0]=…`), read
// back into nested values for the sandbox's Stripe-compatible surface.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Nested fields of an url-encoded text; a level whose keys are 0, 1, 2… becomes an array. */
export function parseFormFields(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = pathOf(name);
    if (!path) continue;
    let level = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) {
        level[key] = value;
        break;
      }
      const next = level[key];
      level = (typeof next === 'object' && !Array.isArray(next) ? next : (level[key] = {})) as Record<string, FormValue>;
    }
  }
  return arrays(root) as Record<string, FormValue>;
}

/** `a[b][0]` → ['a', 'b', '0']; null for a name that is not bracket notation. */
function pathOf(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, arrays(value[k])] as const);
  const indexed = keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
