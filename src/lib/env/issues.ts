// Zod issues as text, for the settings' refusal at start and the HTTP layer's 400s (src/lib/http/errors.ts).
// Here, below src/lib/http, so the settings need nothing of the HTTP layer (decision 046).

export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string }

/**
 * Zod issues as one readable line: "field.path: message; other: message". Issues without a path
 * are named `root` when given, else shown as the message alone.
 */
export function formatZodIssues(
  issues: readonly Issue[],
  { separator = '; ', root }: { separator?: string; root?: string } = {},
): string {
  return issues
    .map((i) => {
      const path = i.path.map(String).join('.') || root
      return path ? `${path}: ${i.message}` : i.message
    })
    .join(separator)
}
