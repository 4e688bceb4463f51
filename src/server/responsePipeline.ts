// The one interception of Node's response at the edge. Every stage that must see or change an answer on
// its way out (the status a malformed form post deserves, the site's error pages, the start-up-script
// rewrite, the page stores keeping a copy, headers never sent) registers here instead of wrapping
// `writeHead`, `write` and `end` itself: Node's argument shapes (a status message, headers as an object,
// callbacks in place of a chunk or an encoding) are read in this file only, and the answer is compressed
// here once when a stage changes or reads its body.
//
// A stage runs once, at the answer's head, in the order of STAGE_ORDER whatever the order of registration.
// It may change the status and the headers, and may return a body filter: every part of the body passes
// through the filters in the same order, then the compressor. The head itself is sent with the first byte
// that comes out (or at the end), so a filter that replaces the whole body (an error page) still sets the
// headers that go with it.
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http'
import { streamCompressor, type StreamCompressor } from './compression'
import { negotiateEncoding, type Encoding } from './negotiate'

/** The stages, in the order they see the head and the body. */
export const STAGE_ORDER = ['input', 'headers', 'error-page', 'fragments', 'late-scripts', 'store'] as const
export type StageName = (typeof STAGE_ORDER)[number]

type Chunk = string | Uint8Array
type WriteCallback = (error?: Error | null) => void
/** What may follow the status in `writeHead`: a status message, then headers as an object or a flat array. */
export type HeadArgument = string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined

/**
 * The parts of Node's ServerResponse the pipeline replaces or reads, with the argument shapes Node accepts.
 * ServerResponse satisfies it; so does the unit tests' stand-in (tests/support/fakeResponse.ts).
 */
export interface PageResponse {
  statusCode: number
  readonly headersSent: boolean
  getHeader(name: string): number | string | string[] | undefined
  setHeader(name: string, value: number | string | readonly string[]): unknown
  removeHeader(name: string): void
  writeHead(statusCode: number, ...rest: HeadArgument[]): unknown
  write(chunk: Chunk, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback): boolean
  end(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void): unknown
  on(event: 'close', listener: () => void): unknown
}

/** The answer's head as the stages see it: the status may be changed, headers through `res`. */
export type AnswerHead = {
  statusCode: number
  readonly res: PageResponse
  /** The Content-Type as it stands now (an earlier stage may have set it). */
  readonly contentType: string
  /** False for 204, 304 and HEAD answers. */
  readonly hasBody: boolean
}

/** What a stage does with the body: each part passes through `write`; `end` gives the last part. */
export type BodyFilter = {
  write(part: Buffer): Buffer | string
  end(): Buffer | string | Promise<Buffer | string>
}

export type Stage = (head: AnswerHead) => BodyFilter | null | undefined | void

export type ResponseTap = {
  /**
   * Adds a stage. `readsBody`: the stage may filter the body, so Next is asked for an uncompressed answer
   * (must be said before Next is handed the request) and the pipeline compresses what it sends.
   */
  use(name: StageName, stage: Stage, options?: { readsBody?: boolean }): void
}

type TapRequest = { method?: string; headers: Record<string, string | string[] | undefined> }

const taps = new WeakMap<object, ResponseTap>()
const EMPTY = Buffer.alloc(0)

const toBuffer = (chunk: Chunk | string, encoding?: BufferEncoding) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, encoding ?? 'utf8')
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk)

/** `"x"` → `W/"x"`; a weak validator stays as it is. */
export const weakETag = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`)

/** Appends a token to a Vary header unless it is there already. */
export function withVary(current: number | string | string[] | undefined, token: string): string {
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '')
  const has = value.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase())
  return has ? value : value ? `${value}, ${token}` : token
}

/** The response's pipeline, created on first use (one per response). */
export function tapResponse(req: TapRequest, res: PageResponse): ResponseTap {
  const existing = taps.get(res)
  if (existing) return existing

  const stages = new Map<StageName, Stage>()
  let encoding: Encoding | null = null
  let bodyAsked = false
  // Node's own methods, called with the response as `this`.
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  const send = {
    head: (status: number, message?: string) =>
      message === undefined ? original.writeHead.call(res, status) : original.writeHead.call(res, status, message),
    write: (data: Chunk, done?: WriteCallback) => original.write.call(res, data, done),
    end: (data: Chunk | undefined, done?: () => void) => original.end.call(res, data, done),
  }

  type Open = {
    statusCode: number
    message?: string
    filters: BodyFilter[]
    zip: StreamCompressor | null
    headSent: boolean
  }
  let open: Open | null = null

  function sendHead() {
    if (!open || open.headSent) return
    open.headSent = true
    send.head(open.statusCode, open.message)
  }

  function openHead(statusCode: number, message: string | undefined): Open {
    const ordered = STAGE_ORDER.flatMap((name) => {
      const stage = stages.get(name)
      return stage ? [stage] : []
    })
    const head: AnswerHead = {
      statusCode,
      res,
      get contentType() {
        return String(res.getHeader('content-type') ?? '')
      },
      hasBody: statusCode !== 204 && statusCode !== 304 && req.method !== 'HEAD',
    }
    const filters: BodyFilter[] = []
    for (const stage of ordered) {
      const filter = stage(head)
      if (filter) filters.push(filter)
    }
    let zip: StreamCompressor | null = null
    if (filters.length) {
      // The body that goes out is not the one Next measured.
      res.removeHeader('content-length')
      if (bodyAsked && encoding && head.hasBody && res.getHeader('content-encoding') === undefined) {
        res.setHeader('Content-Encoding', encoding)
        res.setHeader('Vary', withVary(res.getHeader('vary'), 'Accept-Encoding'))
        // Other bytes than a strong validator names; the same page for a weak comparison.
        const etag = res.getHeader('etag')
        if (typeof etag === 'string') res.setHeader('ETag', weakETag(etag))
        zip = streamCompressor(encoding)
        zip.on('data', (data: Buffer) => send.write(data))
      }
    }
    // What Node itself would report from here on (flushHeaders, logging).
    res.statusCode = head.statusCode
    open = { statusCode: head.statusCode, message, filters, zip, headSent: false }
    return open
  }

  /** Sends a part that came out of the filters: compressed and flushed (so the page still streams), or as it is. */
  function emit(state: Open, part: Buffer) {
    if (!part.length) return
    sendHead()
    if (!state.zip) {
      send.write(part)
      return
    }
    state.zip.write(part)
    state.zip.flush()
  }

  /** Runs a part through the filters from `from` on, each filter's end after its last part when `ending`. */
  function through(state: Open, part: Buffer, from: number, ending: boolean): Buffer | Promise<Buffer> {
    let data = part
    for (let i = from; i < state.filters.length; i++) {
      const filter = state.filters[i]
      data = toBuffer(filter.write(data))
      if (!ending) continue
      const last = filter.end()
      if (last instanceof Promise) {
        const before = data
        return last.then((tail) => through(state, Buffer.concat([before, toBuffer(tail)]), i + 1, true))
      }
      data = Buffer.concat([data, toBuffer(last)])
    }
    return data
  }

  function finish(state: Open, data: Buffer, done?: () => void) {
    if (state.zip) {
      const zip = state.zip
      if (data.length) sendHead()
      zip.once('end', () => {
        sendHead()
        send.end(undefined, done)
      })
      zip.end(data)
      return
    }
    sendHead()
    send.end(data.length ? data : undefined, done)
  }

  res.writeHead = function writeHead(statusCode: number, ...rest: HeadArgument[]) {
    // Once only: the head is decided.
    if (open) return res
    const message = typeof rest[0] === 'string' ? rest[0] : undefined
    const given = rest.find((r) => typeof r === 'object' && r !== null)
    if (Array.isArray(given)) {
      // A flat header array (not what Next writes): the answer passes on as it is, no stage run.
      open = { statusCode, filters: [], zip: null, headSent: true }
      return Reflect.apply(original.writeHead, res, [statusCode, ...rest])
    }
    for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(name, value)
    // An answer no stage filters goes out as Node would send it; a filtered one with its first byte.
    if (!openHead(statusCode, message).filters.length) sendHead()
    return res
  }

  res.write = function write(chunk: Chunk, encodingArg?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    const state = open ?? openHead(res.statusCode, undefined)
    if (!state.filters.length && !state.zip) {
      sendHead()
      return Reflect.apply(original.write, res, [chunk, encodingArg, callback]) as boolean
    }
    const done = typeof encodingArg === 'function' ? encodingArg : callback
    const data = through(state, toBuffer(chunk, typeof encodingArg === 'string' ? encodingArg : undefined), 0, false)
    emit(state, data as Buffer)
    done?.()
    return true
  }

  res.end = function end(
    chunk?: Chunk | (() => void),
    encodingArg?: BufferEncoding | (() => void),
    callback?: () => void,
  ) {
    const state = open ?? openHead(res.statusCode, undefined)
    if (!state.filters.length && !state.zip) {
      sendHead()
      return Reflect.apply(original.end, res, [chunk, encodingArg, callback])
    }
    // Node's end(cb), end(chunk, cb) and end(chunk, encoding, cb).
    const done = typeof chunk === 'function' ? chunk : typeof encodingArg === 'function' ? encodingArg : callback
    const body =
      typeof chunk === 'function' || chunk == null
        ? EMPTY
        : toBuffer(chunk, typeof encodingArg === 'string' ? encodingArg : undefined)
    const data = through(state, body, 0, true)
    if (data instanceof Promise) void data.then((last) => finish(state, last, done))
    else finish(state, data, done)
    return res
  }

  const tap: ResponseTap = {
    use(name, stage, options) {
      stages.set(name, stage)
      if (options?.readsBody && !bodyAsked) {
        bodyAsked = true
        encoding = negotiateEncoding(req.headers['accept-encoding'])
        req.headers['accept-encoding'] = 'identity'
      }
    },
  }
  taps.set(res, tap)
  return tap
}
