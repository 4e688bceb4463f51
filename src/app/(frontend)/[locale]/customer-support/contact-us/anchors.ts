/** The id an error summary links to: the input itself, or the first radio of a group. */
export function fieldAnchor(field: string): string {
  return field === 'packagedExtra' ? 'contact-packagedExtra-yes' : `contact-${field}`
}
