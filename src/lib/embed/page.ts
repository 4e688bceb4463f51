import escapeHtml from 'escape-html'
import type { Locale } from '@/i18n/locales'
import type { ContainerView } from '@/lib/discharges/containers'
import { FRAME_SCRIPT } from './frameScript'
import type { Theme, ThemeProblem } from './theme'

// The embed page's HTML, written here as a string rather than rendered by React: a Next page carries the
// framework's start-up scripts (some 120 KB) and its flight data, which the widget's 15 KB budget cannot hold
// and which a page that only shows a form and a list does not need (docs/decisions/042-embeddable-widget.md).
// Every text that comes from outside or from the data passes through `esc`; the theme's values are
// validated hex colours and a number (./theme.ts), so they go into the CSS as they are.

export const esc = (text: string | number) => escapeHtml(String(text))

export type EmbedTexts = {
  title: string
  intro: string
  lookupLabel: string
  lookupHint: string
  submit: string
  next: string
  following: string
  noNext: string
  moreOnSite: string
  opensNewTab: string
  poweredBy: string
  themeInvalid: string
  themeContrast: string
  containerCount: (item: string, count: number) => string
}

/** One address's containers (an address lookup, or one address of a contract). */
export type EmbedGroup = { heading: string | null; containers: ContainerView[] }

export type EmbedAnswer =
  | { kind: 'none' }
  | { kind: 'message'; tone: 'error' | 'info'; text: string }
  | { kind: 'matches'; heading: string; intro: string; links: { href: string; label: string }[] }
  | { kind: 'collections'; heading: string; groups: EmbedGroup[]; empty: string; siteHref: string }

export type EmbedPage = {
  locale: Locale
  texts: EmbedTexts
  company: string
  /** The form's own address (this page, in this language). */
  action: string
  /** Theme values kept through the form (the validated ones, in their query names). */
  hidden: Record<string, string>
  value: string
  /** A refusal of what was typed, shown at the field. */
  fieldError: string | null
  answer: EmbedAnswer
  theme: Theme
  themeProblems: ThemeProblem[]
}

// Small on purpose: the whole page, styles included, is some 2 KB compressed.
const css = (t: Theme) =>
  `:root{--a:${t.accent};--at:${t.accentText};--t:${t.text};--b:${t.background};font:${t.fontSize}px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--t);background:var(--b)}` +
  `*{box-sizing:border-box}body{margin:0;padding:.75em}h1{font-size:1.15em;margin:0 0 .4em}h2{font-size:1.05em;margin:1em 0 .4em}h3{font-size:1em;margin:0 0 .2em}` +
  `p{margin:.3em 0}a{color:var(--a)}label{display:block;font-weight:600}.h{font-size:.875em}` +
  `form div{display:flex;flex-wrap:wrap;gap:.4em;margin-top:.3em}input{flex:1 1 12em;min-width:0;font:inherit;padding:.4em .5em;border:1px solid var(--t);border-radius:4px;color:var(--t);background:var(--b)}` +
  `button{font:inherit;font-weight:600;padding:.4em 1em;border:2px solid var(--a);border-radius:4px;background:var(--a);color:var(--at);cursor:pointer}` +
  `:focus-visible{outline:3px solid var(--a);outline-offset:2px}input:focus-visible{outline-offset:0}` +
  `ul{list-style:none;margin:0;padding:0}.c{border-top:1px solid var(--t);padding:.5em 0}.c:first-child{border-top:0}dl{margin:0}dt{font-weight:600;display:inline}dt:after{content:": "}dd{display:inline;margin:0}dd:after{content:"";display:block}` +
  `.s{display:block;font-style:italic}.m{border-left:4px solid var(--a);padding:.3em .6em;margin:.6em 0}.e{font-weight:600}small{display:block;margin-top:.8em}`

function day(c: { date: string; heading: string; shift: string | null }) {
  return `<time datetime="${esc(c.date)}">${esc(c.heading)}</time>${c.shift ? `<span class="s">${esc(c.shift)}</span>` : ''}`
}

function container(c: ContainerView, texts: EmbedTexts) {
  const item = c.count > 1 ? texts.containerCount(c.itemTypeLabel, c.count) : c.itemTypeLabel
  const following = c.following.length
    ? `<dt>${esc(texts.following)}</dt><dd>${c.following.map((f) => day(f)).join(', ')}</dd>`
    : ''
  return (
    `<li class="c"><h3>${esc(c.wasteTypeLabel)} <span class="h">(${esc(item)})</span></h3><dl>` +
    `<dt>${esc(texts.next)}</dt><dd>${c.next ? day(c.next) : esc(texts.noNext)}</dd>${following}</dl></li>`
  )
}

function answerHtml(answer: EmbedAnswer, texts: EmbedTexts): string {
  switch (answer.kind) {
    case 'none':
      return ''
    case 'message':
      return `<p class="m${answer.tone === 'error' ? ' e' : ''}" id="answer" tabindex="-1">${esc(answer.text)}</p>`
    case 'matches':
      return (
        `<section aria-labelledby="answer"><h2 id="answer" tabindex="-1">${esc(answer.heading)}</h2><p>${esc(answer.intro)}</p><ul>` +
        answer.links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('') +
        `</ul></section>`
      )
    case 'collections': {
      const groups = answer.groups
        .map(
          (g) =>
            (g.heading ? `<h3>${esc(g.heading)}</h3>` : '') +
            (g.containers.length
              ? `<ul>${g.containers.map((c) => container(c, texts)).join('')}</ul>`
              : `<p>${esc(answer.empty)}</p>`),
        )
        .join('')
      return (
        `<section aria-labelledby="answer"><h2 id="answer" tabindex="-1">${esc(answer.heading)}</h2>` +
        (answer.groups.length ? groups : `<p>${esc(answer.empty)}</p>`) +
        `<p><a href="${esc(answer.siteHref)}" target="_blank" rel="noopener">${esc(texts.moreOnSite)} <span class="h">${esc(texts.opensNewTab)}</span></a></p></section>`
      )
    }
  }
}

/** The whole embed page. */
export function embedHtml(page: EmbedPage): string {
  const { texts } = page
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('')
  const describedBy = page.fieldError ? 'lh le' : 'lh'
  const themeNotes = [
    page.themeProblems.includes('invalid') ? texts.themeInvalid : null,
    page.themeProblems.includes('contrast') ? texts.themeContrast : null,
  ]
    .filter((note): note is string => note !== null)
    .map((note) => `<p class="m">${esc(note)}</p>`)
    .join('')
  return (
    `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${esc(texts.title)} · ${esc(page.company)}</title><style>${css(page.theme)}</style></head><body><main>` +
    `<h1>${esc(texts.title)}</h1>${themeNotes}` +
    `<form method="get" action="${esc(page.action)}">${hidden}<label for="lookup">${esc(texts.lookupLabel)}</label>` +
    `<p class="h" id="lh">${esc(texts.lookupHint)}</p>` +
    (page.fieldError ? `<p class="e" id="le">${esc(page.fieldError)}</p>` : '') +
    `<div><input id="lookup" name="lookup" type="text" maxlength="200" autocomplete="street-address" required value="${esc(page.value)}" aria-describedby="${describedBy}"${page.fieldError ? ' aria-invalid="true"' : ''}>` +
    `<button type="submit">${esc(texts.submit)}</button></div></form>` +
    answerHtml(page.answer, texts) +
    `<small>${esc(texts.poweredBy)}</small></main><script>${FRAME_SCRIPT}</script></body></html>`
  )
}
