// One register: the Estonian site addresses the reader formally ("teie", "saate", "helistage"), as the
// interface messages do. Informal second-person forms crept into the seed once; this keeps them from coming back.
import { describe, expect, it } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { todayInTallinn } from '@/lib/dates'
import { defaultContent } from './content'
import { headerMenuSeed } from './navigation'
import { siteSettingsLocalized } from './siteSettings'
import { contractData, priceListData, salesContactData, stationData, unservedData } from './datapages'
import { DEMO_NOTE, PREPARATION } from './sorting-items.data'
import { DESTINATION_WHERE } from '@/lib/sorting/vocabulary'

// Words that are informal second person and nothing else, so a hit is never a false alarm. Ambiguous forms are left
// out on purpose: "soovid" and "pead" are also nouns (wishes, heads), "saada" is also the infinitive ("saada
// koopia"), "ära" also the adverb ("veame ära"), "lisa", "märgi", "paki", "kontrolli", "ava" and "vali" are also
// nouns or adjectives (appendix, sign's, package's, check's, opening, loud), "rendi" the genitive of rent.
const pronouns = ['sa', 'sina', 'sinu', 'sind', 'sulle', 'sinult', 'sinuga', 'sinust', 'sinul', 'sul', 'sinuni']
// Second person singular present ("you find", "you can"): the formal text says leiate, saate, võite...
const presentForms = ['saad', 'leiad', 'näed', 'oled', 'võid', 'ostad', 'vajad', 'tead', 'tahad', 'elad', 'täidad']
// Singular imperatives used as instructions to the reader. Only the seed is checked for these: the interface keeps
// the usual short commands on buttons ("Otsi", "Saada pöördumine"), where Estonian sites use the singular.
const imperatives = [
  'helista',
  'kirjuta',
  'vaata',
  'telli',
  'küsi',
  'loe',
  'kasuta',
  'pane',
  'vii',
  'too',
  'tule',
  'sorteeri',
  'hoia',
  'täida',
  'aseta',
  'sisesta',
  'jäta',
  'leia',
  'anna',
  'võta',
  'laadi',
  'prindi',
  'tühjenda',
  'pese',
  'voldi',
  'eemalda',
  'teata',
]
// "ei vii me ära" (we do not take away) is a negative, not a command.
const negated = /(?<!\p{L})ei\s+\p{L}+\s+me(?!\p{L})/giu

const wordList = (words: string[]) => new RegExp(`(?<![\\p{L}\\d-])(${words.join('|')})(?![\\p{L}\\d-])`, 'giu')
const informalAddress = wordList([...pronouns, ...presentForms])
const informalCommand = wordList(imperatives)

/** Every Estonian string under a value: the `et` of each {et, ru, en} triple, or any string of an et-only record. */
function estonian(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((v, i) => estonian(v, `${path}[${i}]`, out))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.et === 'string' && typeof record.ru === 'string') out.push([path, record.et])
    else for (const [key, v] of Object.entries(record)) estonian(v, `${path}.${key}`, out)
  }
  return out
}
/** Link targets and addresses are not prose. */
const prose = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\S+@\S+/g, '')
    .replace(negated, '')

function findings(texts: [string, string][], pattern: RegExp) {
  return texts.flatMap(([path, text]) =>
    [...prose(text).matchAll(pattern)].map((m) => `${path}: "${m[0]}" in "${text.slice(0, 80)}…"`),
  )
}

describe('Estonian register', async () => {
  const { pages, posts, guides } = await defaultContent()
  const today = todayInTallinn()
  // Only the `et` side of mixed records; site settings are a record per locale, so take the Estonian one whole.
  const seedTexts = [
    ...estonian(pages, 'pages', []),
    ...estonian(posts, 'posts', []),
    ...estonian(guides, 'guides', []),
    ...estonian(headerMenuSeed, 'menu', []),
    ...estonian(stationData(), 'stations', []),
    ...estonian(contractData(today), 'contracts', []),
    ...estonian(priceListData(today), 'priceLists', []),
    ...estonian(unservedData(today), 'unserved', []),
    ...estonian(salesContactData, 'salesContacts', []),
    ...estonian(siteSettingsLocalized.et, 'siteSettings', []),
    ...estonian({ PREPARATION, DESTINATION_WHERE, DEMO_NOTE }, 'sortingItems', []),
  ]

  it('finds the seed texts it checks', () => {
    expect(seedTexts.length).toBeGreaterThan(1000)
    // The formal forms are there, so the check below does not pass on an empty or foreign-language walk.
    expect(seedTexts.some(([, t]) => /\bhelistage\b/u.test(t))).toBe(true)
  })

  it('the seed addresses the reader formally', () => {
    expect(findings(seedTexts, informalAddress)).toEqual([])
    expect(findings(seedTexts, informalCommand)).toEqual([])
  })

  it('the interface messages do not use informal pronouns or verb forms', () => {
    expect(findings(estonian(messagesByLocale.et, 'messages', []), informalAddress)).toEqual([])
  })

  it('the check catches what it is meant to catch', () => {
    const probe = (text: string) => [
      ...findings([['probe', text]], informalAddress),
      ...findings([['probe', text]], informalCommand),
    ]
    expect(probe('Kui sinu konteiner on täis, helista 1919.')).toHaveLength(2)
    expect(probe('Hinnad leiad lehelt [Hinnakirjad](/customer-support/price-lists).')).toHaveLength(1)
    expect(probe('Ära pane ohtlikke jäätmeid prügikasti.')).toHaveLength(1)
    // Formal text, adverbs, infinitives and negatives pass.
    expect(probe('Kui teie konteiner on täis, helistage 1919. Veame jäätmed ära ja soovite saada koopia.')).toEqual([])
    expect(probe('Kõrvale jäetud kotte ei vii me ära.')).toEqual([])
  })
})
