import { describe, expect, it } from 'vitest'
import { deepMerge, messagesByLocale } from './messages'

type Tree = { [key: string]: string | Tree }

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
    .sort()
}

describe('message bundles', () => {
  it('have the same keys in et, ru and en', () => {
    const et = keys(messagesByLocale.et as Tree)
    expect(keys(messagesByLocale.ru as Tree)).toEqual(et)
    expect(keys(messagesByLocale.en as Tree)).toEqual(et)
  })
  it('have no empty strings', () => {
    for (const locale of ['et', 'ru', 'en'] as const) {
      const flat = JSON.stringify(messagesByLocale[locale])
      expect(flat).not.toContain('""')
    }
  })
  it('deep-merges feature bundles', () => {
    expect(deepMerge({ a: { b: '1', c: '2' } }, { a: { c: '3' }, d: '4' })).toEqual({ a: { b: '1', c: '3' }, d: '4' })
  })
})
