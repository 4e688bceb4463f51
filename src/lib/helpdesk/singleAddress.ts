/**
 * The one address a contract's collections share, for a service complaint's form; none when they name several
 * (left for the visitor to write rather than guessed) or none at all. No dependencies: the lookup form's island
 * fills its complaint link with it too.
 */
export function singleAddress(addresses: Iterable<string>): string | undefined {
  const distinct = [...new Set([...addresses].map((a) => a.trim()).filter(Boolean))]
  return distinct.length === 1 ? distinct[0] : undefined
}
