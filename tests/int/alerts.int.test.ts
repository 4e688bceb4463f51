// Emergency-notice alerts against a real SMTP server on loopback: one municipality identity (EHAK code)
// from the planning import to the editor's target, so an alert for each demo municipality reaches exactly
// its subscribers; and never in a language the notice was not written in (held until the translation is
// saved, or the standard text the editor chose).
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { richText } from '../support/richText'
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp'
import { dbOf } from '@/lib/db'

// Ports of their own (reminders.int uses 3363/3463), one per database half.
const SMTP_PORT = process.env.INT_TEST_POSTGRES_URL ? 3465 : 3365
Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, SITE_URL: 'https://www.jaatmeveo.example' })

let smtp: SmtpStandIn

let payload: Payload
let repo: typeof import('@/lib/discharges/repository')
let alerts: typeof import('@/lib/reminders/alerts')
let category: number

beforeAll(async () => {
  payload = await createTestPayload()
  smtp = await startSmtpStandIn({ port: SMTP_PORT })
  repo = await import('@/lib/discharges/repository')
  alerts = await import('@/lib/reminders/alerts')
  const created = await payload.create({
    collection: 'categories',
    data: { title: 'Häireteated', slug: 'emergency-notices' } as never,
    overrideAccess: true,
  })
  category = Number(created.id)
})
afterAll(async () => {
  await smtp?.stop()
  await destroyTestPayload(payload)
})
beforeEach(() => {
  smtp.mails.length = 0
})

async function subscribe(contractNumber: string, email: string, locale: 'et' | 'ru' | 'en') {
  await payload.create({
    collection: 'reminder-subscriptions',
    data: {
      contractNumber,
      email,
      time: 'evening',
      locale,
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
}

let slugs = 0
/** A notice in the given languages (the first creates it), published with these targets. */
async function notice(
  targets: string[],
  titles: Partial<Record<'et' | 'ru' | 'en', string>>,
  alertUntranslated: 'hold' | 'standard' = 'hold',
) {
  const [first, ...others] = Object.entries(titles) as ['et' | 'ru' | 'en', string][]
  const post = await payload.create({
    collection: 'posts',
    locale: first[0],
    data: {
      title: first[1],
      slug: `notice-${++slugs}`,
      date: '2026-11-20',
      categories: [category],
      targetMunicipalities: targets,
      alertUntranslated,
      content: richText(first[1]),
      _status: 'published',
    } as never,
    overrideAccess: true,
  })
  for (const [locale, title] of others) await translate(Number(post.id), locale, title)
  await payload.jobs.run({ limit: 50 })
  return Number(post.id)
}

async function translate(id: number, locale: 'et' | 'ru' | 'en', title: string) {
  await payload.update({
    collection: 'posts',
    id,
    locale,
    data: { title, content: richText(title), _status: 'published' } as never,
    overrideAccess: true,
  })
}

describe('one municipality identity', () => {
  it('an alert for each demo municipality reaches exactly its subscribers, whatever name the import wrote', async () => {
    const [{ demoContract, DEMO_FIRST }, { planDischarges }, { resolveMunicipality }] = await Promise.all([
      import('../../seed/discharges/demo'),
      import('@/lib/discharges/schedule'),
      import('@/lib/data/municipalities'),
    ])
    // Two contracts of each of the 8 demo places; one subscriber each, in rotating languages.
    const expected = new Map<string, string[]>()
    const langs = ['et', 'ru', 'en'] as const
    for (let i = 0; i < 16; i++) {
      const plan = demoContract(DEMO_FIRST + i)
      await repo.upsertRows(dbOf(payload), planDischarges(plan, '2027-01-04', 2))
      const code = resolveMunicipality(plan.municipality)?.code
      expect(code, `demo municipality ${plan.municipality}`).toBeDefined()
      const email = `demo${i}@example.ee`
      await subscribe(plan.contractNumber, email, langs[i % 3])
      expected.set(code!, [...(expected.get(code!) ?? []), email])
    }
    expect(expected.size).toBe(8)
    // Tallinn is written "Tallinn" by the planning import and "Tallinna linn" by the helpdesk list: one code.
    expect(expected.has('0784')).toBe(true)
    for (const [code, emails] of expected) {
      smtp.mails.length = 0
      await notice([code], { et: `Häire ${code}`, ru: `Сбой ${code}`, en: `Disruption ${code}` })
      expect(smtp.mails.map((m) => m.to.join()).sort(), code).toEqual([...emails].sort())
    }
  })

  it('the import maps names to codes and reports the ones it cannot map', async () => {
    const { importDischarges } = await import('@/lib/planning/discharges')
    async function* records() {
      const base = { garbage: 'Segaolmejäätmed', itemType: 'Konteiner 140 L', address: 'Pargi 1', date: '2027-02-01' }
      yield { line: 2, value: { ...base, contractNumber: '7700001', municipality: 'Tallinna linn' } }
      yield { line: 3, value: { ...base, contractNumber: '7700002', municipality: 'Atlantis' } }
      yield { line: 4, value: { ...base, contractNumber: '7700003', municipality: 'Atlantis' } }
      yield { line: 5, value: { ...base, contractNumber: '7700004', municipalityCode: '0198' } }
      yield { line: 6, value: { ...base, contractNumber: '7700005', municipalityCode: '9999' } }
    }
    const report = await importDischarges(dbOf(payload), records(), { replaceFuture: false, today: '2027-01-01' })
    expect(report.accepted).toBe(4)
    expect(report.rejected).toEqual([{ line: 6, reason: expect.stringContaining('municipalityCode') }])
    expect(report.unknownMunicipalities).toEqual([{ name: 'Atlantis', rows: 2 }])
    const stored = await dbOf(payload).rows<{ contract_number: string; municipality_code: string | null }>(
      `SELECT contract_number, municipality_code FROM discharges WHERE contract_number LIKE '77000%' ORDER BY contract_number`,
    )
    expect(stored.map((r) => [String(r.contract_number), r.municipality_code])).toEqual([
      ['7700001', '0784'],
      ['7700002', null],
      ['7700003', null],
      ['7700004', '0198'],
    ])
  })
})

describe('alerts only in the language they were written in', () => {
  beforeAll(async () => {
    // Kihnu: three subscribers, one per language.
    await repo.upsertRows(dbOf(payload), [
      {
        contractNumber: '7800001',
        garbage: 'Segaolmejäätmed',
        itemType: 'Konteiner 140 L',
        address: 'Sääre',
        date: '2027-01-05',
        municipality: 'Kihnu vald',
      },
      {
        contractNumber: '7800002',
        garbage: 'Segaolmejäätmed',
        itemType: 'Konteiner 140 L',
        address: 'Lemsi',
        date: '2027-01-05',
        municipality: 'Kihnu',
      },
      {
        contractNumber: '7800003',
        garbage: 'Segaolmejäätmed',
        itemType: 'Konteiner 140 L',
        address: 'Linaküla',
        date: '2027-01-05',
        municipalityCode: '0303',
      },
    ])
    await subscribe('7800001', 'kihnu-et@example.ee', 'et')
    await subscribe('7800002', 'kihnu-ru@example.ee', 'ru')
    await subscribe('7800003', 'kihnu-en@example.ee', 'en')
  })

  it('counts the subscribers per language the admin shows before publishing', async () => {
    expect(await alerts.alertAudience(payload, ['0303'])).toEqual({ et: 1, ru: 1, en: 1 })
  })

  it('holds a language without a translation until the translation is saved', async () => {
    const id = await notice(['0303'], { et: 'Kihnu praam ei sõida' })
    expect(smtp.mails.map((m) => m.to.join())).toEqual(['kihnu-et@example.ee'])
    expect(smtp.mails[0].subject).toBe('Häireteade: Kihnu praam ei sõida')
    expect(await alerts.translatedLocales(payload, id)).toEqual(['et'])

    smtp.mails.length = 0
    await translate(id, 'ru', 'Паром на Кихну не ходит')
    await payload.jobs.run({ limit: 50 })
    expect(smtp.mails.map((m) => m.to.join())).toEqual(['kihnu-ru@example.ee'])
    expect(smtp.mails[0].subject).toBe('Аварийное уведомление: Паром на Кихну не ходит')
    expect(smtp.mails[0].body).not.toContain('Kihnu praam')

    smtp.mails.length = 0
    await translate(id, 'en', 'No ferry to Kihnu')
    await payload.jobs.run({ limit: 50 })
    expect(smtp.mails.map((m) => m.to.join())).toEqual(['kihnu-en@example.ee'])
    expect(smtp.mails[0].subject).toBe('Service notice: No ferry to Kihnu')
    expect(smtp.mails[0].body).toContain('https://www.jaatmeveo.example/en/about/news/')
  })

  it('by the editor’s choice sends the others a standard text in their language with a link', async () => {
    await notice(['0303'], { et: 'Kihnu tühjendused hilinevad' }, 'standard')
    const by = (to: string) => smtp.mails.find((m) => m.to.join() === to)!
    expect(smtp.mails.map((m) => m.to.join()).sort()).toEqual([
      'kihnu-en@example.ee',
      'kihnu-et@example.ee',
      'kihnu-ru@example.ee',
    ])
    expect(by('kihnu-et@example.ee').subject).toBe('Häireteade: Kihnu tühjendused hilinevad')
    const ru = by('kihnu-ru@example.ee')
    expect(ru.subject).toBe('Уведомление о перебоях в вашем районе')
    expect(ru.body).toContain('Прочитать уведомление на эстонском языке')
    expect(ru.body).not.toContain('Kihnu tühjendused')
    const en = by('kihnu-en@example.ee')
    expect(en.subject).toBe('Service notice for your area')
    expect(en.body).toContain('Read the notice in Estonian')
    expect(en.body).toMatch(/https:\/\/www\.jaatmeveo\.example\/about\/news\/notice-\d+/)
    expect(en.body).not.toContain('Kihnu tühjendused')
  })
})
