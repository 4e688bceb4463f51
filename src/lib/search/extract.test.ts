import { describe, expect, it } from 'vitest'
import { textOf } from './extract'

describe('textOf', () => {
  it('reads Lexical rich text and plain block fields, not ids, urls or formatting', () => {
    const layout = [
      {
        blockType: 'richText',
        id: '65a1',
        content: {
          root: {
            type: 'root',
            format: '',
            children: [
              { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Jäätmejaamad', format: 0 }] },
              {
                type: 'paragraph',
                children: [
                  { type: 'text', text: 'Tõrvas ja Võrus', format: 1 },
                  { type: 'link', fields: { url: 'https://x.ee' }, children: [{ type: 'text', text: 'kaart' }] },
                ],
              },
            ],
          },
        },
      },
      {
        blockType: 'cards',
        id: '65a2',
        cards: [{ title: 'Hinnakirjad', link: { url: '/customer-support/price-lists' }, description: 'Ehitusjäätmed' }],
      },
      { blockType: 'facts', id: '65a3', items: [{ value: 600, label: 'töötajat' }] },
    ]
    expect(textOf('Kirjeldus', layout)).toBe(
      'Kirjeldus Jäätmejaamad Tõrvas ja Võrus kaart Hinnakirjad Ehitusjäätmed töötajat',
    )
  })
  it('ignores empty and missing values', () => {
    expect(textOf(undefined, null, [], {})).toBe('')
  })
})
