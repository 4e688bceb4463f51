import { describe, expect, it } from 'vitest'
import { BASE, entry, fakeContext, media, site } from '../../../../tests/support/wordpressImport'
import { altText, importMedia, looseImages, mediaHostNotes } from './media'
import { groupTranslations } from './names'

describe('media step', () => {
  it('notes the hosts files come from and those left out, with the switch that allows one', () => {
    const source = site({ media: [media({ wpId: 1 }), media({ wpId: 2, url: 'https://cdn.example.net/a.png' })] })
    expect(mediaHostNotes(source)).toEqual({
      hosts: ['old.example.ee'],
      notes: [
        'media downloaded only from old.example.ee',
        'media on other hosts skipped: cdn.example.net (name an upload host with --media-host)',
      ],
    })
    expect(mediaHostNotes(source, ['https://cdn.example.net']).notes).toEqual([
      'media downloaded only from old.example.ee, cdn.example.net',
    ])
  })

  it('finds images shown by address on the old site once each, not those covered or elsewhere', () => {
    const source = site({
      entries: [
        entry({ wpId: 1, html: `<img src="/up/a.png"><img alt="" src='${BASE}/up/a-300x200.png'>` }),
        entry({ wpId: 2, html: '<img src="https://elsewhere.example/b.png"><img src="/up/known.png">' }),
      ],
    })
    const groups = looseImages(
      source,
      (href) => !href.startsWith('https://elsewhere'),
      (key) => key.endsWith('known.png'),
    )
    expect(groups.map((g) => g.members[0].url)).toEqual([`${BASE}/up/a.png`])
    expect(groups[0].key).toMatch(/^url:[0-9a-f]{16}$/)
  })

  it("takes a language's alt text, else the title, else the file name", () => {
    const [group] = groupTranslations([
      media({ wpId: 1, alt: 'Konteiner', translations: [2] }),
      media({ wpId: 2, lang: 'ru', title: 'Контейнер' }),
    ])
    expect([altText(group, 'et'), altText(group, 'ru'), altText(group, 'en')]).toEqual([
      'Konteiner',
      'Контейнер',
      'Konteiner',
    ])
    expect(altText(groupTranslations([media({ wpId: 3 })])[0], 'et')).toBe('file-3.png')
  })

  it('in a dry run downloads nothing, reports what it would do and records the files for the entries', async () => {
    const { ctx, calls } = fakeContext(site({ media: [media({ wpId: 1 }), media({ wpId: 2 })] }), { dryRun: true })
    ctx.known.media.set('2', { id: 42, url: '/api/media/file/file-2.png' })
    await importMedia(ctx)
    expect(ctx.report.items.map((i) => [i.item, i.action])).toEqual([
      [`media 1 ${BASE}/wp-content/uploads/file-1.png`, 'would create'],
      [`media 2 ${BASE}/wp-content/uploads/file-2.png`, 'would update'],
    ])
    expect(calls).toEqual([])
    expect(ctx.mediaById.get(2)).toBe(42)
  })
})
