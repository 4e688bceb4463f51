import { describe, expect, it } from 'vitest'
import { toRootRelative } from './rootRelative'

describe('toRootRelative', () => {
  const site = 'http://localhost:3000'
  it('turns a URL on the site origin into a path, keeping query and fragment', () => {
    expect(toRootRelative('http://localhost:3000/api/media/file/guide-paper.pdf', site)).toBe(
      '/api/media/file/guide-paper.pdf',
    )
    expect(toRootRelative('http://localhost:3000/api/media/file/a%20b.pdf?x=1#p2', site)).toBe(
      '/api/media/file/a%20b.pdf?x=1#p2',
    )
  })
  it('keeps paths and other origins as they are', () => {
    expect(toRootRelative('/api/media/file/x.pdf', site)).toBe('/api/media/file/x.pdf')
    expect(toRootRelative('https://cdn.example/x.pdf', site)).toBe('https://cdn.example/x.pdf')
    expect(toRootRelative('http://localhost:3001/x.pdf', site)).toBe('http://localhost:3001/x.pdf')
    expect(toRootRelative('//evil.example/x.pdf', site)).toBe('//evil.example/x.pdf')
  })
  it('leaves what it cannot parse alone', () => {
    expect(toRootRelative('not a url', site)).toBe('not a url')
  })
})
