import { EventEmitter } from 'node:events'

/**
 * A stand-in for Node's ServerResponse, enough of it for the server's response wrappers (late scripts,
 * error pages): it records the status and headers sent and the bytes that reach the socket.
 */
export class FakeResponse extends EventEmitter {
  statusCode = 200
  headersSent = false
  headers: Record<string, string> = {}
  status = 0
  body: Buffer[] = []
  ended = false
  getHeader(name: string) {
    return this.headers[name.toLowerCase()]
  }
  setHeader(name: string, value: string | number | readonly string[]) {
    this.headers[name.toLowerCase()] = String(value)
  }
  removeHeader(name: string) {
    delete this.headers[name.toLowerCase()]
  }
  writeHead(status: number, headers?: Record<string, string>) {
    for (const [key, value] of Object.entries(headers ?? {})) this.setHeader(key, value)
    this.status = status
    this.headersSent = true
    return this
  }
  write(chunk: string | Uint8Array) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    this.body.push(Buffer.from(chunk))
    return true
  }
  end(chunk?: string | Uint8Array | (() => void), _enc?: unknown, cb?: () => void) {
    if (!this.headersSent) this.writeHead(this.statusCode)
    if (chunk && typeof chunk !== 'function') this.body.push(Buffer.from(chunk))
    this.ended = true
    this.emit('finish')
    if (typeof chunk === 'function') chunk()
    else cb?.()
    return this
  }
  text() {
    return Buffer.concat(this.body).toString('utf8')
  }
}
