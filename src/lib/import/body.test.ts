import { describe, expect, it } from 'vitest'
import { csvOfRequest, MAX_IMPORT_BYTES } from './body'

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'text/csv' }) =>
  csvOfRequest(
    new Request('http://localhost/api/v1/import/waste-stations', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit),
  )
const tooLarge = { status: 413, code: 'too_large' }

describe("the editors' CSV import body", () => {
  it('reads the CSV sent as it is, or in the field "file" of a form', async () => {
    expect(await post('name\nJaam')).toBe('name\nJaam')
    const form = new FormData()
    form.set('file', new Blob(['name\nJaam'], { type: 'text/csv' }), 'jaamad.csv')
    const multipart = new Request('http://localhost/', { method: 'POST', body: form })
    expect(await csvOfRequest(multipart)).toBe('name\nJaam')
  })

  it('refuses a form without the file and an empty file with 400', async () => {
    const form = new FormData()
    form.set('other', 'x')
    await expect(csvOfRequest(new Request('http://localhost/', { method: 'POST', body: form }))).rejects.toMatchObject({
      status: 400,
      message: 'Attach the CSV file in the field "file"',
    })
    await expect(post('  \n')).rejects.toMatchObject({ status: 400, message: 'The file is empty' })
  })

  it('refuses a body declared past the limit before reading it, and a streamed one once the count passes it', async () => {
    await expect(post('x', { 'content-length': String(MAX_IMPORT_BYTES + 1) })).rejects.toMatchObject(tooLarge)
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(chunk)
        sent += chunk.byteLength
      },
    })
    await expect(post(endless)).rejects.toMatchObject(tooLarge)
    expect(sent).toBeLessThanOrEqual(MAX_IMPORT_BYTES + 2 * chunk.byteLength)
    expect(await post('x'.repeat(MAX_IMPORT_BYTES))).toHaveLength(MAX_IMPORT_BYTES)
  })
})
