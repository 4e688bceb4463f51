import { fileTypeFromBuffer } from 'file-type'

// Images and PDF only, recognised by their bytes: a renamed text file is refused whatever its name says.
export const allowedMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/tiff',
  'application/pdf',
] as const

export type FileLimits = { maxFileBytes: number; maxTotalBytes: number; maxFiles: number }
export type IncomingFile = { name: string; size: number; bytes: () => Promise<Uint8Array> }
export type AcceptedFile = { name: string; mimeType: string; data: Buffer }
export type RefusalReason = 'type' | 'size' | 'total' | 'count' | 'empty'
export type RefusedFile = { name: string; reason: RefusalReason }

/** Strips paths and control characters from a client-supplied file name. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 120)
  return clean || 'attachment'
}

// The same test the storage layer (Payload's upload validation) applies: a header alone is not a PDF.
function looksLikeCompletePdf(data: Buffer): boolean {
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return tail.includes('%%EOF') && tail.includes('xref')
}

export async function checkFiles(
  files: IncomingFile[],
  limits: FileLimits,
): Promise<{ accepted: AcceptedFile[]; refused: RefusedFile[] }> {
  const accepted: AcceptedFile[] = []
  const refused: RefusedFile[] = []
  let total = 0
  for (const file of files) {
    const name = safeFileName(file.name)
    // Browsers send an empty, nameless part when no file is chosen; the server's multipart parser
    // may name it "undefined".
    if (file.size === 0 && (!file.name || file.name === 'undefined' || file.name === 'blob')) continue
    if (file.size === 0) {
      refused.push({ name, reason: 'empty' })
      continue
    }
    if (file.size > limits.maxFileBytes) {
      refused.push({ name, reason: 'size' })
      continue
    }
    if (accepted.length >= limits.maxFiles) {
      refused.push({ name, reason: 'count' })
      continue
    }
    const data = Buffer.from(await file.bytes())
    const detected = await fileTypeFromBuffer(data)
    if (!detected || !(allowedMimeTypes as readonly string[]).includes(detected.mime)) {
      refused.push({ name, reason: 'type' })
      continue
    }
    if (detected.mime === 'application/pdf' && !looksLikeCompletePdf(data)) {
      refused.push({ name, reason: 'type' })
      continue
    }
    if (total + data.length > limits.maxTotalBytes) {
      refused.push({ name, reason: 'total' })
      continue
    }
    total += data.length
    accepted.push({ name, mimeType: detected.mime, data })
  }
  return { accepted, refused }
}
