// A stand-in host for media downloads (node:http on 127.0.0.1, no internet): each route answers with a
// body and a Content-Type of the test's choosing, a redirect, or a body that never ends. It records which
// paths were requested, so a test can tell a refused download from one that was never attempted.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isPublicAddress } from '@/lib/wordpress/mediaFetch'

export type MediaRoute =
  | { body: Buffer | string; type: string }
  | { redirect: string; status?: 301 | 302 | 303 | 307 | 308 }
  /** Chunked (no Content-Length), `chunk` bytes at a time until the client goes away. */
  | { endless: true; type: string; chunk?: number }

export type MediaHost = {
  /** http://127.0.0.1:PORT */
  base: string
  /** localhost:PORT: the same server under a name that resolves to loopback. */
  named: string
  port: number
  requests: string[]
  /** Bytes written by endless routes before the client went away. */
  endlessBytes: () => number
  close: () => Promise<void>
}

/**
 * The importer's address check in tests only: the stand-ins listen on 127.0.0.1, so that one address is
 * let through; every other address gets the production check (public addresses only), so a redirect to
 * 127.0.0.2, ::1 or 10.0.0.5 is still refused by it. Production code has no such switch.
 */
export const standInAddress = (address: string): boolean =>
  address === '127.0.0.1' || address === '::ffff:127.0.0.1' || isPublicAddress(address)

export async function startMediaHost(routes: Record<string, MediaRoute>): Promise<MediaHost> {
  const requests: string[] = []
  let endless = 0
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    requests.push(path)
    const route = routes[path]
    if (!route) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      return res.end('not found')
    }
    if ('redirect' in route) {
      res.writeHead(route.status ?? 302, { Location: route.redirect })
      return res.end()
    }
    if ('endless' in route) {
      res.writeHead(200, { 'Content-Type': route.type })
      const chunk = Buffer.alloc(route.chunk ?? 64 * 1024, 0x41)
      const pump = () => {
        while (!res.destroyed) {
          endless += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
      }
      res.on('close', () => res.removeListener('drain', pump))
      return pump()
    }
    res.writeHead(200, { 'Content-Type': route.type, 'Content-Length': Buffer.byteLength(route.body) })
    res.end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    named: `localhost:${port}`,
    port,
    requests,
    endlessBytes: () => endless,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
