import { describe, expect, it } from 'vitest'
import { escapeHtml, fold, words } from './normalize'
import { englishBaseForms, estonianBaseForms, russianBaseForms, stem, stemEstonian } from './stem'
import { termVariants } from './engine'

describe('fold', () => {
  it('folds case and Estonian letters', () => {
    const texts = ['JÄÄTMEJAAM', 'Tõrva', 'Võru', 'Pärnu Õismäe Ülemiste', 'šokolaad žürii']
    expect(texts.map(fold)).toEqual(['jaatmejaam', 'torva', 'voru', 'parnu oismae ulemiste', 'sokolaad zurii'])
  })
  it('folds Russian ё to е', () => {
    expect(fold('Ёлка приём')).toBe('елка прием')
  })
})

describe('words', () => {
  it('splits on punctuation and keeps letters of any script and digits', () => {
    expect(words('Tõrva-Hummuli, Приём 1250 kg!')).toEqual(['Tõrva', 'Hummuli', 'Приём', '1250', 'kg'])
  })
})

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    )
  })
})

describe('Estonian stemming', () => {
  it.each(['jäätmejaamas', 'jäätmejaam', 'jäätmejaama', 'jäätmejaamadesse', 'jäätmejaamadest'])(
    'strips case endings and the stem vowel: %s',
    (word) => expect(stemEstonian(word)).toBe('jäätmejaam'),
  )
  it('strips the case ending of a name', () => {
    expect(stemEstonian('tallinnas')).toBe('tallinn')
  })
  it('brings inflected forms and the base form together', () => {
    for (const [a, b] of [
      ['pärnus', 'pärnu'],
      ['viljandis', 'viljandi'],
      ['jäätmeid', 'jäätmed'],
      ['konteineriga', 'konteiner'],
    ]) {
      expect(stemEstonian(a)).toBe(stemEstonian(b))
    }
  })
  it.each(['võru', 'kast'])('leaves short words alone: %s', (word) => expect(stemEstonian(word)).toBe(word))
  it('offers the query side the base forms the stripper misses', () => {
    // One ending or the stem vowel less, and the weak grade made strong (purgid -> purk, plaadid -> plaat).
    expect(['diivani', 'uksi', 'klaaspurgid', 'kipsplaadid'].map(estonianBaseForms)).toEqual(
      ['diivan', 'uks', 'klaaspurk', 'kipsplaat'].map((base) => expect.arrayContaining([base])),
    )
    expect(estonianBaseForms('diivan')).not.toContain('diivan')
  })
  it('puts back the vowel that falls out of inflected forms, and the long vowel of a plural partitive', () => {
    expect(estonianBaseForms('lapsevankrid')).toContain('lapsevanker')
    expect(estonianBaseForms('kaablid')).toContain('kaabel')
    expect(estonianBaseForms('luid')).toEqual(expect.arrayContaining(['luu', 'luud']))
    expect(estonianBaseForms('puid')).toEqual(expect.arrayContaining(['puu', 'puud']))
  })
})

describe('Russian and English base forms', () => {
  it('meets the vowel found only in some forms of a Russian word', () => {
    // Genitive plural against the other forms' stem, and the other way round.
    expect(russianBaseForms('таблеток')).toContain(stem('таблетки', 'ru'))
    expect(russianBaseForms('батареек')).toContain(stem('батарейки', 'ru'))
    expect(russianBaseForms('ковры')).toContain('ковер')
    expect(russianBaseForms('мешки')).toContain('мешок')
  })
  it('takes the plural "s" off a word too short for the stemmer', () => {
    expect(englishBaseForms('tvs')).toEqual(['tv'])
    expect(englishBaseForms('cds')).toEqual(['cd'])
    expect(englishBaseForms('bus')).toEqual(['bu']) // the caller keeps only forms the index knows
    expect(englishBaseForms('phones')).toEqual([])
  })
})

describe('stem and termVariants', () => {
  it('uses Snowball for Russian and English', () => {
    expect(stem('станции', 'ru')).toBe(stem('станция', 'ru'))
    expect(stem('stations', 'en')).toBe('station')
  })
  it('gives the folded word and its stem', () => {
    expect(termVariants('Jäätmejaamas', 'et')).toEqual(['jaatmejaamas', 'jaatmejaam'])
    expect(termVariants('Приёма', 'ru')).toEqual(['приема', 'прием'])
    expect(termVariants('Võru', 'et')).toEqual(['voru'])
  })
})
