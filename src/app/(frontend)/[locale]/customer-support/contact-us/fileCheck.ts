/** Message templates with {name} and {max} left in (the client has no translation bundles). */
export type FileCheckStrings = {
  type: string
  size: string
  total: string
  count: string
  empty: string
  removed: string
}
type Limits = { maxFileBytes: number; maxTotalBytes: number; maxFiles: number }
type Chosen = { name: string; size: number; type: string }

// Browsers leave the type empty for formats they do not know (HEIC on most desktops): go by the name.
const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
}

const mb = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10)
const fill = (template: string, name: string, max: string) =>
  template.replaceAll('{name}', name).replaceAll('{max}', max)

/**
 * The browser-side check of chosen attachments, before anything is uploaded: the same limits as the
 * server's (src/lib/helpdesk/files.ts), which still checks the bytes themselves after upload.
 */
export function checkChosenFiles<F extends Chosen>(
  files: F[],
  limits: Limits,
  accept: readonly string[],
  strings: FileCheckStrings,
): { keep: F[]; problems: string[] } {
  const keep: F[] = []
  const problems: string[] = []
  let total = 0
  for (const file of files) {
    const type = file.type || extensionTypes[file.name.split('.').pop()?.toLowerCase() ?? ''] || ''
    if (file.size === 0) problems.push(fill(strings.empty, file.name, ''))
    else if (!accept.includes(type)) problems.push(fill(strings.type, file.name, ''))
    else if (file.size > limits.maxFileBytes) problems.push(fill(strings.size, file.name, mb(limits.maxFileBytes)))
    else if (keep.length >= limits.maxFiles) problems.push(fill(strings.count, file.name, String(limits.maxFiles)))
    else if (total + file.size > limits.maxTotalBytes)
      problems.push(fill(strings.total, file.name, mb(limits.maxTotalBytes)))
    else {
      total += file.size
      keep.push(file)
    }
  }
  if (problems.length) problems.push(strings.removed)
  return { keep, problems }
}
