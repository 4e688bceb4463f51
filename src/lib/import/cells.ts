/**
 * For a row schema's `z.preprocess`: CSV sends every column, so an empty (or null) cell of one of these optional
 * keys means "not given" rather than an invalid value.
 */
export const withoutBlankCells =
  (keys: readonly string[]) =>
  (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value
    const out = { ...(value as Record<string, unknown>) }
    for (const key of keys) if (out[key] === '' || out[key] === null) delete out[key]
    return out
  }
