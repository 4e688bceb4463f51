// The build's static files (`/_next/static/`), served from the Brotli and gzip copies that
// `npm run build` writes beside them (scripts/build/precompress.mjs, decision 012), so no request spends the
// server's one JavaScript thread on compressing a script while a page loads.
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'

export const STATIC_PREFIX = '/_next/static/'
/** Written by scripts/build/precompress.mjs once it is done, holding the id of the build it compressed. */
export const PRECOMPRESSED_MARKER = 'precompressed'

export type StaticFiles = {
  /** Answers GET/HEAD under /_next/static/; false for any other request, which the caller handles. */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** Whether the build's .br/.gz copies are there (otherwise files go out uncompressed). */
  readonly precompressed: boolean
}

/** Whether `distDir` (.next) holds the compressed copies of its current build. */
export function hasPrecompressedCopies(distDir: string): boolean {
  const marker = path.join(distDir, PRECOMPRESSED_MARKER)
  const buildId = path.join(distDir, 'BUILD_ID')
  return (
    existsSync(marker) &&
    existsSync(buildId) &&
    readFileSync(marker, 'utf8').trim() === readFileSync(buildId, 'utf8').trim()
  )
}

/**
 * `fallback` answers what is not a file of this build (an old chunk, a typo), with Next's own 404. Without
 * the copies (a build made by `next build` alone) sirv serves the plain files: compressing is a build
 * step, never done at start.
 */
export function createStaticFiles({
  distDir,
  fallback,
}: {
  distDir: string
  fallback: (req: IncomingMessage, res: ServerResponse) => unknown
}): StaticFiles {
  // sirv picks `.br`, then `.gz`, then the plain file by Accept-Encoding and sets `Vary: Accept-Encoding`.
  // Hashed file names, so a year and `immutable`, as Next itself answers them.
  const files = sirv(path.join(distDir, 'static'), {
    brotli: true,
    gzip: true,
    extensions: [],
    maxAge: 31_536_000,
    immutable: true,
    setHeaders(res, pathname) {
      if (/\.(?:js|css)$/.test(pathname))
        res.setHeader(
          'Content-Type',
          `${pathname.endsWith('.js') ? 'application/javascript' : 'text/css'}; charset=utf-8`,
        )
    },
  })

  return {
    precompressed: hasPrecompressedCopies(distDir),
    handle(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false
      const original = req.url
      req.url = original.slice(STATIC_PREFIX.length - 1)
      files(req, res, () => {
        req.url = original
        fallback(req, res)
      })
      return true
    },
  }
}
