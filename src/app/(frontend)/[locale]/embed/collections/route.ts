// GET /embed/collections, /ru/embed/collections, /en/embed/collections: the embeddable widget's page (framed by
// other sites through /embed.js or a plain iframe; docs/decisions/042-embeddable-widget.md). The same lookup as
// the next-shipping-day page (its gate, budget and outcomes), drawn as one small HTML page without the site's
// header, footer, consent banner or scripts, that sets no cookie and works without JavaScript.
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { classifyLookup, LOOKUP_PROBLEM_KEYS } from '@/lib/addresses/input'
import { addressLookupForPage, addressMatchesForPage } from '@/lib/addresses/http'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { waitInWords } from '@/lib/dates/wait'
import { containersOf, type ScheduleRow } from '@/lib/discharges/containers'
import { lookupForPage } from '@/lib/discharges/http'
import { todayInTallinn } from '@/lib/dates'
import { embedHtml, type EmbedAnswer, type EmbedGroup } from '@/lib/embed/page'
import { embedQuerySchema, themeQuery } from '@/lib/embed/query'
import { resolveTheme } from '@/lib/embed/theme'
import { env } from '@/lib/env'
import { cacheablePage, uncacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'
import { log } from '@/lib/log'

const PATH = '/embed/collections'
const SITE_PAGE = '/customer-support/next-shipping-day'
/** Served addresses listed for a typed address that matches several. */
const MATCHES_SHOWN = 8

const params = z.object({ locale: z.enum(locales, { error: 'Unknown locale' }) })

async function companyName(locale: Locale): Promise<string> {
  try {
    return (await getSiteSettings(locale)).companyName
  } catch (error) {
    log.warn('embed: site settings could not be read', { error: String(error) })
    return 'Jäätmeveo AS'
  }
}

export const GET = route({ params }, async ({ request, params: { locale } }) => {
  const url = new URL(request.url)
  const query = embedQuerySchema.parse(Object.fromEntries(url.searchParams))
  const [t, td, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'widget' }),
    getTranslations({ locale, namespace: 'discharges' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const { theme, problems } = resolveTheme(query)
  const hidden = themeQuery(theme, query)
  const action = localizedPath(locale, PATH)
  const withTheme = (extra: Record<string, string>) => `${action}?${new URLSearchParams({ ...extra, ...hidden })}`
  const siteUrl = (search: Record<string, string>) =>
    new URL(`${localizedPath(locale, SITE_PAGE)}?${new URLSearchParams(search)}`, env().SITE_URL).toString()

  let answer: EmbedAnswer = { kind: 'none' }
  let fieldError: string | null = null
  let value = query.lookup ?? ''
  const typed = classifyLookup(query.lookup)
  const contractNumber = query.contractNumber ?? (typed.kind === 'contract' ? typed.contractNumber : undefined)
  let addressId = query.address
  const failed = (): EmbedAnswer => ({
    kind: 'message',
    tone: 'error',
    text: tc('error', { message: td('unavailable') }),
  })
  const refused = (seconds: number): EmbedAnswer => ({
    kind: 'message',
    tone: 'error',
    text: td('rateLimited', { wait: waitInWords(seconds, locale) }),
  })

  if (typed.kind === 'invalid') fieldError = td(LOOKUP_PROBLEM_KEYS[typed.problem])
  else if (typed.kind === 'address' && addressId === undefined && contractNumber === undefined) {
    // A typed address: its one match is shown at once (a host's `data-lookup` names one address), several are
    // offered as links.
    const matches = await addressMatchesForPage(typed.text, MATCHES_SHOWN)
    if (matches.kind === 'rateLimited') answer = refused(matches.retryAfterSeconds)
    else if (matches.kind === 'failed') answer = failed()
    else if (matches.addresses.length === 0)
      answer = { kind: 'message', tone: 'info', text: t('noMatch', { query: typed.text }) }
    else if (matches.addresses.length === 1) addressId = matches.addresses[0]!.id
    else
      answer = {
        kind: 'matches',
        heading: t('matchesHeading', { query: typed.text }),
        intro: t('matchesIntro'),
        links: matches.addresses.map((a) => ({ href: withTheme({ address: a.id }), label: a.label })),
      }
  }

  if (contractNumber !== undefined) {
    value = contractNumber
    const lookup = await lookupForPage(contractNumber)
    if (lookup.kind === 'invalid') fieldError = td('invalid')
    else if (lookup.kind === 'rateLimited') answer = refused(lookup.retryAfterSeconds)
    else if (lookup.kind === 'failed') answer = failed()
    else if (lookup.kind === 'ok') {
      // One list per address of the contract, each address's containers with their next days.
      const today = todayInTallinn()
      const byAddress = new Map<string, ScheduleRow[]>()
      for (const d of lookup.discharges) {
        const rows = byAddress.get(d.address)
        if (rows) rows.push(d)
        else byAddress.set(d.address, [d])
      }
      const groups: EmbedGroup[] = [...byAddress].map(([address, rows]) => ({
        heading: byAddress.size > 1 ? address : null,
        containers: containersOf(rows, today, locale),
      }))
      answer = {
        kind: 'collections',
        heading:
          byAddress.size === 1
            ? t('addressHeading', { address: [...byAddress.keys()][0]! })
            : t('contractHeading', { number: lookup.contractNumber }),
        groups,
        empty: t('empty'),
        siteHref: siteUrl({ contractNumber: lookup.contractNumber }),
      }
    }
  } else if (addressId !== undefined) {
    const lookup = await addressLookupForPage(addressId)
    if (lookup.kind === 'invalid') fieldError = td('addressInvalid')
    else if (lookup.kind === 'notFound') answer = { kind: 'message', tone: 'info', text: t('notFound') }
    else if (lookup.kind === 'rateLimited') answer = refused(lookup.retryAfterSeconds)
    else if (lookup.kind === 'failed') answer = failed()
    else if (lookup.kind === 'ok') {
      value = lookup.address.label
      answer = {
        kind: 'collections',
        heading: t('addressHeading', { address: lookup.address.label }),
        groups: [{ heading: null, containers: containersOf(lookup.rows, lookup.today, locale) }],
        empty: t('empty'),
        siteHref: siteUrl({ address: lookup.address.id }),
      }
    }
  }

  const asked = query.lookup !== undefined || query.address !== undefined || query.contractNumber !== undefined
  // The bare form is the same for everyone (the edge may store it); an answer is this visitor's lookup, behind
  // the lookup gate, never stored or shared.
  if (asked) uncacheablePage()
  else cacheablePage()
  const company = await companyName(locale)
  const html = embedHtml({
    locale,
    texts: {
      title: t('title'),
      intro: t('intro'),
      lookupLabel: t('lookupLabel'),
      lookupHint: t('lookupHint'),
      submit: t('submit'),
      next: t('next'),
      following: t('following'),
      noNext: t('noNext'),
      moreOnSite: t('moreOnSite'),
      opensNewTab: t('opensNewTab'),
      poweredBy: t('poweredBy', { company }),
      themeInvalid: t('themeInvalid'),
      themeContrast: t('themeContrast'),
      containerCount: (item, count) => td('containerCount', { item, count }),
    },
    company,
    action,
    hidden,
    value: value.slice(0, 200),
    fieldError,
    answer,
    theme,
    themeProblems: problems,
  })
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ...(asked ? { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' } : {}),
    },
  })
})
