// A bound on the public page renders running at once. A render (React on the server, the CMS reads) is
// tens of milliseconds of CPU in slices on the one event loop; fifty at once interleave, so every answer
// waits behind all of them, stored pages included. With a few at a time and the rest in line, a stored
// page is answered between two slices of a render, and a flood of addresses no store holds (made-up search
// queries, say) costs the flood its own waiting, not the other visitors. Past the line's length a page load
// is refused with 503 and `Retry-After`, the site's plain error page in the address's language.
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fallbackErrorPage, localeOfUrl } from './error-pages'

type Render = (req: IncomingMessage, res: ServerResponse) => void
type Job = { req: IncomingMessage; res: ServerResponse; render: Render }

export type RenderGate = {
  run(req: IncomingMessage, res: ServerResponse, render: Render): void
  readonly stats: { running: number; waiting: number; refused: number }
}

export function createRenderGate(options: { concurrency: number; maxQueued: number }): RenderGate {
  let running = 0
  let refused = 0
  const waiting: Job[] = []

  const gone = (res: ServerResponse) => res.destroyed || res.writableEnded

  function start({ req, res, render }: Job) {
    running++
    let released = false
    const release = () => {
      if (released) return
      released = true
      running--
      next()
    }
    // Whichever comes first: the answer sent, or the connection lost.
    res.once('finish', release)
    res.once('close', release)
    try {
      render(req, res)
    } catch (error) {
      release()
      throw error
    }
  }

  function next() {
    while (running < options.concurrency && waiting.length) {
      const job = waiting.shift()!
      // A visitor who gave up while waiting costs no render.
      if (!gone(job.res)) start(job)
    }
  }

  function refuse(req: IncomingMessage, res: ServerResponse) {
    refused++
    const html = fallbackErrorPage(localeOfUrl(req.url), '500')
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    })
    res.end(req.method === 'HEAD' ? undefined : html)
  }

  return {
    run(req, res, render) {
      if (running < options.concurrency) return start({ req, res, render })
      if (waiting.length >= options.maxQueued) return refuse(req, res)
      // Bound to this request's async context: a waiting render starts from another request's `finish`,
      // and must still see what the page stores opened for it (the render record, AsyncLocalStorage).
      waiting.push({ req, res, render: AsyncResource.bind(render) })
    },
    get stats() {
      return { running, waiting: waiting.length, refused }
    },
  }
}
