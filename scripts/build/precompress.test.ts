import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { precompress } from './precompress.mjs'

describe('precompress (decision 012)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes .br and .gz copies that decode to the original, for compressible files only', async () => {
    mkdirSync(path.join(dir, 'chunks', 'nested'), { recursive: true })
    const js = `//# allFunctionsCalledOnLoad\n${'globalThis.x = function () { return "õun ja šokolaad" };\n'.repeat(200)}`
    const css = '.a{color:red}\n'.repeat(100)
    writeFileSync(path.join(dir, 'chunks', 'app.js'), js)
    writeFileSync(path.join(dir, 'chunks', 'nested', 'style.css'), css)
    writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'x()')
    writeFileSync(path.join(dir, 'chunks', 'font.woff2'), Buffer.alloc(4096, 7))

    const totals = await precompress(dir)

    expect(totals.files).toBe(2)
    for (const [file, text] of [
      ['chunks/app.js', js],
      ['chunks/nested/style.css', css],
    ]) {
      const full = path.join(dir, file)
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString('utf8')).toBe(text)
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString('utf8')).toBe(text)
      expect(readFileSync(`${full}.br`).length).toBeLessThan(Buffer.byteLength(text) / 4)
    }
    // Too small to gain, or already compressed: served as they are.
    expect(existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'chunks', 'font.woff2.gz'))).toBe(false)
    expect(totals.br).toBeLessThan(totals.gz)
  })

  it('is repeatable: a second run replaces the copies and does not compress them again', async () => {
    const again = await precompress(dir)
    expect(again.files).toBe(2)
    expect(existsSync(path.join(dir, 'chunks', 'app.js.br.br'))).toBe(false)
  })
})
