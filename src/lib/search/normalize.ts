/**
 * Folding shared by indexing and querying, so "jaatmejaam" meets "jäätmejaam", "torva" meets "Tõrva"
 * and Russian "ё" meets "е". Visitors type on phones without Estonian or Russian keyboards, so every
 * mark is dropped after NFD decomposition (õ ä ö ü š ž -> o a o u s z; й -> и, ё -> е).
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
}

// Letters (any script) and digits; everything else separates words. "Tõrva-Hummuli" gives two words.
const WORD = /[\p{L}\p{N}]+/gu

/** Words of a text in their original spelling (for highlighting positions use `wordSpans`). */
export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

export type Span = { start: number; end: number; word: string }

export function* iterateWords(text: string): Generator<Span> {
  for (const m of text.matchAll(WORD)) yield { start: m.index, end: m.index + m[0].length, word: m[0] }
}

export function wordSpans(text: string): Span[] {
  return [...iterateWords(text)]
}

/** Text for HTML (the highlighted titles and fragments of the results). */
export { default as escapeHtml } from 'escape-html'

/** Collapses whitespace and trims; used on queries and extracted texts. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
