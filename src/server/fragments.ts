// The edge's half of the stored parts of a page (decision 052, src/lib/http/htmlFragments.ts): while Next's HTML
// passes, it finds each `<div data-fragment="KEY">` that React rendered in full and keeps its inner HTML, for
// the next render of that key to write as it is. It only reads: every byte goes out as it came.
import { FRAGMENT_KEY, hasFragment, keepFragment } from '@/lib/http/htmlFragments'
import { tapResponse, type AnswerHead, type BodyFilter, type PageResponse } from './responsePipeline'
import type { PageRequest } from './late-scripts'

// React writes the attributes in the order the component gives them, the key first (StoredFragment.tsx).
// Text and attribute values escape `<`, so this is only ever a tag React wrote.
const OPEN = Buffer.from('<div data-fragment="')
const DIV_OPEN = Buffer.from('<div')
const DIV_CLOSE = Buffer.from('</div>')
const QUOTE = 0x22
const GT = 0x3e
const SPACE = 0x20
/** A part larger than this is not kept (the header's is some 20 KB). */
export const MAX_FRAGMENT_BYTES = 256 * 1024

export type FragmentCapture = {
  /** Reads one part of the HTML, as it comes. */
  read(part: Buffer): void
}

type Store = { has(key: string): boolean; keep(key: string, html: string): void }
const sharedStore: Store = { has: hasFragment, keep: keepFragment }

/**
 * Reads a page's HTML part by part and keeps each marked part's inner HTML, once its closing `</div>` (the
 * one that brings the count of `<div`s opened inside back to none) has come. Unknown keys, parts already
 * kept and parts over MAX_FRAGMENT_BYTES are passed over.
 */
export function createFragmentCapture(store: Store = sharedStore): FragmentCapture {
  // The bytes not yet settled: in search of an opening, the last few (an opening split between parts);
  // inside a part, all of it since its opening tag ended.
  let held = Buffer.alloc(0)
  let key: string | null = null
  let depth = 0
  let scanned = 0

  function seek(buf: Buffer): Buffer {
    let from = 0
    for (;;) {
      const at = buf.indexOf(OPEN, from)
      if (at < 0) return buf.subarray(Math.max(from, buf.length - OPEN.length + 1))
      const quote = buf.indexOf(QUOTE, at + OPEN.length)
      const tagEnd = quote < 0 ? -1 : buf.indexOf(GT, quote)
      if (tagEnd < 0) return buf.subarray(at)
      const candidate = buf.toString('latin1', at + OPEN.length, quote)
      from = tagEnd + 1
      if (!FRAGMENT_KEY.test(candidate) || store.has(candidate)) continue
      key = candidate
      depth = 1
      scanned = 0
      return inside(buf.subarray(from))
    }
  }

  function inside(buf: Buffer): Buffer {
    for (;;) {
      const open = buf.indexOf(DIV_OPEN, scanned)
      const close = buf.indexOf(DIV_CLOSE, scanned)
      // `<div` followed by a space or `>`, not `<divider`: the byte after must have come.
      if (open >= 0 && (close < 0 || open < close)) {
        if (open + DIV_OPEN.length >= buf.length) break
        const after = buf[open + DIV_OPEN.length]
        if (after === SPACE || after === GT) depth++
        scanned = open + DIV_OPEN.length
        continue
      }
      if (close < 0) break
      if (--depth === 0) {
        store.keep(key!, buf.toString('utf8', 0, close))
        key = null
        return seek(buf.subarray(close + DIV_CLOSE.length))
      }
      scanned = close + DIV_CLOSE.length
    }
    // Unfinished: the rest comes in a later part. A needle split between parts is searched for again.
    scanned = Math.max(scanned, buf.length - DIV_CLOSE.length + 1)
    if (buf.length > MAX_FRAGMENT_BYTES) {
      key = null
      return Buffer.alloc(0)
    }
    return buf
  }

  return {
    read(part) {
      const buf = held.length ? Buffer.concat([held, part]) : part
      // A copy: the caller may reuse the part's memory.
      held = Buffer.from(key === null ? seek(buf) : inside(buf))
    },
  }
}

/** Keeps the marked parts of a page's HTML as it passes (a stage of the response pipeline). */
export function captureFragments<Req extends PageRequest, Res extends PageResponse>(req: Req, res: Res): void {
  tapResponse(req, res).use('fragments', fragmentsStage, { readsBody: true })
}

function fragmentsStage(head: AnswerHead): BodyFilter | null {
  if (head.statusCode !== 200 || !head.contentType.startsWith('text/html') || !head.hasBody) return null
  const capture = createFragmentCapture()
  return {
    write(part) {
      capture.read(part)
      return part
    },
    end: () => '',
  }
}
