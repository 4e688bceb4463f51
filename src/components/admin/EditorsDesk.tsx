import type { ReactNode } from 'react'
import type { ServerProps } from 'payload'
import { env } from '@/lib/env'
import { deskSummary, DESK, type Desk } from '@/lib/admin/desk'
import { TIME_ZONE } from '@/lib/dates'
import { DESTINATIONS, DESTINATION_LABELS } from '@/lib/sorting/vocabulary'

// The admin's start page above Payload's collection cards (admin.components.beforeDashboard): what needs
// an editor or the support team today, each line linked to the list or document that resolves it, in the
// admin's language. The reads and who sees what are in src/lib/admin/desk.ts (decision 031).

/** A list of the desk's items, or the line saying there are none. */
function Items<T>({ items, none, render }: { items: readonly T[]; none: string; render: (item: T) => ReactNode }) {
  return items.length ? <ul>{items.map(render)}</ul> : <p>{none}</p>
}

/** A section of one list (none when the desk leaves it out for this user). */
function ListSection<T>({
  id,
  title,
  items,
  ...list
}: { id: string; title: string; items: readonly T[] | undefined } & Omit<Parameters<typeof Items<T>>[0], 'items'>) {
  return items ? (
    <Section id={id} title={title}>
      <Items items={items} {...list} />
    </Section>
  ) : null
}

const subheading = { fontSize: '0.9rem', margin: '0.25rem 0' }
const rowForm = { display: 'flex', gap: '0.25rem', marginTop: '0.25rem' }

type Lang = 'et' | 'ru' | 'en'
type Text = {
  title: string
  nothing: string
  contact: string
  undelivered: (n: number) => string
  oldest: string
  overdue: (n: number) => string
  notices: string
  noNotices: string
  until: string
  alerts: string
  alertLine: (mails: number) => string
  noAlerts: string
  scheduled: string
  noScheduled: string
  publish: string
  unpublish: string
  prices: string
  ending: string
  noEnding: string
  regionsWithout: string
  allCovered: string
  misses: string
  noMisses: string
  missLine: (n: number) => string
  addItem: string
  addSynonym: string
  synonymOf: string
  destination: string
  outbox: string
  waiting: (n: number) => string
  skipped: (n: number) => string
  failedMails: (n: number) => string
  lastSent: string
  never: string
  imports: string
  noImports: string
  ok: string
  failed: string
  sources: Record<string, string>
}

const text: Record<Lang, Text> = {
  et: {
    title: 'Täna vajab tähelepanu',
    nothing: 'puudub',
    contact: 'Pöördumised',
    undelivered: (n) => `Edastamata: ${n}`,
    oldest: 'vanim',
    overdue: (n) => `Üle tähtaja: ${n}`,
    notices: 'Aktiivsed häireteated ja saidi teadeanne',
    noNotices: 'Aktiivseid häireteateid pole.',
    until: 'kuni',
    alerts: `Tellijatele saadetud teated (${DESK.alertDays} päeva)`,
    alertLine: (m) => `${m} e-kirja`,
    noAlerts: 'Teateid pole saadetud.',
    scheduled: `Ajastatud avaldamine (${DESK.scheduleDays} päeva)`,
    noScheduled: 'Midagi pole ajastatud.',
    publish: 'avaldub',
    unpublish: 'eemaldub',
    prices: 'Hinnakirjad',
    ending: `Kehtivus lõpeb ${DESK.priceDays} päeva jooksul`,
    noEnding: 'Ühegi hinnakirja kehtivus ei lõpe lähiajal.',
    regionsWithout: 'Piirkonnad ilma kehtiva hinnakirjata',
    allCovered: 'Kõigil piirkondadel on kehtiv hinnakiri.',
    misses: `Vastuseta otsingud „Kuhu mida panna“ (vähemalt ${DESK.missMinClients} eri külastajalt ${DESK.missDays} päeva jooksul)`,
    noMisses: 'Sagedasi vastuseta otsinguid pole.',
    missLine: (n) => `${n} külastajalt`,
    addItem: 'Lisa esemena',
    addSynonym: 'Lisa sünonüümiks',
    synonymOf: 'Olemasolev ese',
    destination: 'Kuhu',
    outbox: 'Meeldetuletuste väljaminevad kirjad',
    waiting: (n) => `Ootel: ${n}`,
    skipped: (n) => `Saatmata jäetud: ${n}`,
    failedMails: (n) => `Ebaõnnestunud: ${n}`,
    lastSent: 'Viimati saadetud',
    never: 'veel mitte kunagi',
    imports: 'Importimised',
    noImports: 'Importimisi pole veel olnud.',
    ok: 'õnnestus',
    failed: 'ebaõnnestus',
    sources: {
      discharges: 'Tühjendusgraafik (planeerimissüsteem)',
      'waste-stations': 'Jäätmejaamad (CSV)',
      'unserved-addresses': 'Teenindamata aadressid (CSV)',
      'sorting-items': 'Sorteerimisabi esemed (CSV)',
    },
  },
  ru: {
    title: 'Требует внимания сегодня',
    nothing: 'нет',
    contact: 'Обращения',
    undelivered: (n) => `Не доставлено: ${n}`,
    oldest: 'самое старое',
    overdue: (n) => `Просрочено: ${n}`,
    notices: 'Активные аварийные уведомления и баннер сайта',
    noNotices: 'Активных аварийных уведомлений нет.',
    until: 'до',
    alerts: `Уведомления подписчикам (${DESK.alertDays} дн.)`,
    alertLine: (m) => `писем: ${m}`,
    noAlerts: 'Уведомления не отправлялись.',
    scheduled: `Запланированная публикация (${DESK.scheduleDays} дн.)`,
    noScheduled: 'Ничего не запланировано.',
    publish: 'публикация',
    unpublish: 'снятие',
    prices: 'Прайс-листы',
    ending: `Срок действия истекает в ближайшие ${DESK.priceDays} дн.`,
    noEnding: 'Ни один прайс-лист в ближайшее время не истекает.',
    regionsWithout: 'Регионы без действующего прайс-листа',
    allCovered: 'Во всех регионах есть действующий прайс-лист.',
    misses: `Запросы без ответа в «Что куда выбрасывать» (не менее чем от ${DESK.missMinClients} разных посетителей за ${DESK.missDays} дн.)`,
    noMisses: 'Частых запросов без ответа нет.',
    missLine: (n) => `от ${n} ${ruVisitors(n)}`,
    addItem: 'Добавить как предмет',
    addSynonym: 'Добавить как синоним',
    synonymOf: 'Существующий предмет',
    destination: 'Куда',
    outbox: 'Исходящие письма напоминаний',
    waiting: (n) => `В очереди: ${n}`,
    skipped: (n) => `Пропущено: ${n}`,
    failedMails: (n) => `Не удалось отправить: ${n}`,
    lastSent: 'Последняя отправка',
    never: 'ещё не было',
    imports: 'Импорт',
    noImports: 'Импорта ещё не было.',
    ok: 'успешно',
    failed: 'ошибка',
    sources: {
      discharges: 'График вывоза (система планирования)',
      'waste-stations': 'Пункты приёма (CSV)',
      'unserved-addresses': 'Необслуженные адреса (CSV)',
      'sorting-items': 'Предметы помощника сортировки (CSV)',
    },
  },
  en: {
    title: 'Needs attention today',
    nothing: 'none',
    contact: 'Contact requests',
    undelivered: (n) => `Undelivered: ${n}`,
    oldest: 'oldest',
    overdue: (n) => `Overdue: ${n}`,
    notices: 'Active emergency notices and the site banner',
    noNotices: 'No active emergency notices.',
    until: 'until',
    alerts: `Alerts sent to subscribers (${DESK.alertDays} days)`,
    alertLine: (m) => `${m} e-mails`,
    noAlerts: 'No alerts sent.',
    scheduled: `Scheduled publishing (${DESK.scheduleDays} days)`,
    noScheduled: 'Nothing scheduled.',
    publish: 'publishes',
    unpublish: 'unpublishes',
    prices: 'Price lists',
    ending: `Validity ends within ${DESK.priceDays} days`,
    noEnding: 'No price list ends soon.',
    regionsWithout: 'Regions without a valid price list',
    allCovered: 'Every region has a valid price list.',
    misses: `Unanswered “What goes where” searches (asked by at least ${DESK.missMinClients} different visitors in ${DESK.missDays} days)`,
    noMisses: 'No frequent unanswered searches.',
    missLine: (n) => `${n} visitors`,
    addItem: 'Add as item',
    addSynonym: 'Add as synonym',
    synonymOf: 'Existing item',
    destination: 'Destination',
    outbox: 'Reminders outbox',
    waiting: (n) => `Waiting: ${n}`,
    skipped: (n) => `Skipped: ${n}`,
    failedMails: (n) => `Failed: ${n}`,
    lastSent: 'Last sent',
    never: 'never yet',
    imports: 'Imports',
    noImports: 'No imports yet.',
    ok: 'succeeded',
    failed: 'failed',
    sources: {
      discharges: 'Collection schedule (planning system)',
      'waste-stations': 'Waste stations (CSV)',
      'unserved-addresses': 'Unserved addresses (CSV)',
      'sorting-items': 'Sorting assistant items (CSV)',
    },
  },
}

const qs = (where: Record<string, string>, extra: Record<string, string> = {}) =>
  '?' +
  Object.entries({ ...where, ...extra })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card" style={{ display: 'block', padding: '0.75rem 1rem' }}>
      <h3 id={id} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {title}
      </h3>
      {children}
    </section>
  )
}

// "от 3 посетителей", "от 21 посетителя": the genitive after "от" is singular only for numbers ending in 1.
const ruPlural = new Intl.PluralRules('ru')
function ruVisitors(n: number): string {
  return ruPlural.select(n) === 'one' ? 'посетителя' : 'посетителей'
}

export async function EditorsDesk({ payload, i18n, user }: ServerProps) {
  const lang: Lang = i18n?.language === 'ru' || i18n?.language === 'en' ? i18n.language : 'et'
  const t = text[lang]
  const desk: Desk = await deskSummary(payload, user as never, { alertMinutes: env().CONTACT_ALERT_MINUTES })
  const admin = payload.config.routes.admin
  const api = payload.config.routes.api
  // The items a search can become a synonym of (only fetched when there are searches to answer).
  const items = desk.misses?.length
    ? (
        await payload.find({
          collection: 'sorting-items',
          locale: lang,
          pagination: false,
          sort: 'name',
          depth: 0,
          select: { name: true, slug: true },
          overrideAccess: true,
        })
      ).docs.map((d) => ({ slug: String(d.slug), name: String(d.name) }))
    : []
  const list = (slug: string) => `${admin}/collections/${slug}`
  const when = new Intl.DateTimeFormat(lang === 'et' ? 'et-EE' : lang === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  })
  const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>
  const nowIso = new Date().toISOString()

  return (
    <section aria-labelledby="editors-desk" className="editors-desk" style={{ marginBottom: '2rem' }}>
      {/* Links in the lists are targets of at least 24 px (WCAG 2.2 target size), not just a line of text. */}
      <style>{'.editors-desk li a{display:inline-block;min-height:24px;line-height:24px}'}</style>
      <h2 id="editors-desk" style={{ marginBottom: '1rem' }}>
        {t.title}
      </h2>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}>
        {desk.contact && (
          <Section id="desk-contact" title={t.contact}>
            <ul>
              <li>
                <a
                  href={
                    list('contact-requests') + qs({ 'where[status][not_equals]': 'delivered' }, { sort: 'createdAt' })
                  }
                >
                  {t.undelivered(desk.contact.undelivered)}
                </a>
                {desk.contact.oldest && (
                  <>
                    {' '}
                    · {t.oldest} {at(desk.contact.oldest)}
                  </>
                )}
              </li>
              <li>
                <a
                  href={
                    list('contact-requests') +
                    qs(
                      {
                        'where[and][0][status][not_equals]': 'delivered',
                        'where[and][1][createdAt][less_than]': desk.contact.overdueBefore,
                      },
                      { sort: 'createdAt' },
                    )
                  }
                >
                  {t.overdue(desk.contact.overdue)}
                </a>
              </li>
            </ul>
          </Section>
        )}

        {desk.notices && (
          <Section id="desk-notices" title={t.notices}>
            <Items
              items={desk.notices}
              none={t.noNotices}
              render={(n) => (
                <li key={n.id}>
                  <a href={`${list('posts')}/${n.id}`}>{n.title}</a> · {t.until} {at(n.bannerUntil)}
                </li>
              )}
            />
            {desk.noticeFilter?.category != null && (
              <p>
                {/* The same filter as the count: published notices whose banner has not ended. */}
                <a
                  href={
                    list('posts') +
                    qs(
                      {
                        'where[and][0][_status][equals]': 'published',
                        'where[and][1][categories][in]': String(desk.noticeFilter.category),
                        'where[and][2][bannerUntil][greater_than]': nowIso,
                      },
                      { sort: 'bannerUntil' },
                    )
                  }
                >
                  {t.notices} ({desk.noticeFilter.active})
                </a>
              </p>
            )}
          </Section>
        )}

        <ListSection
          id="desk-alerts"
          title={t.alerts}
          items={desk.alerts?.notices}
          none={t.noAlerts}
          render={(n) => (
            <li key={n.id}>
              <a href={`${list('posts')}/${n.id}`}>{n.title}</a> · {t.alertLine(n.mails)}
            </li>
          )}
        />

        <ListSection
          id="desk-scheduled"
          title={t.scheduled}
          items={desk.scheduled}
          none={t.noScheduled}
          render={(s) => (
            <li key={s.id}>
              <a href={`${list(s.collection)}/${s.docId}`}>{s.title}</a> ·{' '}
              {s.type === 'publish' ? t.publish : t.unpublish} {at(s.at)}
            </li>
          )}
        />

        {desk.priceLists && (
          <Section id="desk-prices" title={t.prices}>
            <h4 style={subheading}>
              <a
                href={
                  list('price-lists') +
                  qs(
                    {
                      'where[and][0][validTo][greater_than_equal]': desk.priceLists.today,
                      'where[and][1][validTo][less_than_equal]': desk.priceLists.until,
                    },
                    { sort: 'validTo' },
                  )
                }
              >
                {t.ending} ({desk.priceLists.ending.length})
              </a>
            </h4>
            <Items
              items={desk.priceLists.ending}
              none={t.noEnding}
              render={(p) => (
                <li key={p.id}>
                  <a href={`${list('price-lists')}/${p.id}`}>{p.title}</a> · {p.validTo}
                </li>
              )}
            />
            <h4 style={subheading}>
              {t.regionsWithout} ({desk.priceLists.regionsWithout.length})
            </h4>
            <Items
              items={desk.priceLists.regionsWithout}
              none={t.allCovered}
              render={(r) => (
                <li key={r}>
                  <a href={list('price-lists') + qs({ 'where[region][equals]': r }, { sort: '-validTo' })}>{r}</a>
                </li>
              )}
            />
          </Section>
        )}

        {desk.misses && (
          <Section id="desk-misses" title={t.misses}>
            <Items
              items={desk.misses}
              none={t.noMisses}
              render={(m) => (
                <li key={m.id} style={{ marginBottom: '0.5rem' }}>
                  <a href={`${list('sorting-misses')}/${m.id}`}>{m.query}</a> · {t.missLine(m.clients)}
                  <form method="post" action={`${api}/sorting-misses/${m.id}/add-as-item`} style={rowForm}>
                    <select name="destination" aria-label={`${t.destination}: ${m.query}`} required defaultValue="">
                      <option value="" disabled>
                        {t.destination}
                      </option>
                      {DESTINATIONS.map((d) => (
                        <option key={d} value={d}>
                          {DESTINATION_LABELS[d][lang]}
                        </option>
                      ))}
                    </select>
                    <button type="submit">{t.addItem}</button>
                  </form>
                  <form method="post" action={`${api}/sorting-misses/${m.id}/add-as-synonym`} style={rowForm}>
                    <input
                      name="item"
                      list="desk-sorting-items"
                      required
                      aria-label={`${t.synonymOf}: ${m.query}`}
                      placeholder={t.synonymOf}
                    />
                    <button type="submit">{t.addSynonym}</button>
                  </form>
                </li>
              )}
            />
            {items.length ? (
              <datalist id="desk-sorting-items">
                {items.map((i) => (
                  <option key={i.slug} value={i.slug}>
                    {i.name}
                  </option>
                ))}
              </datalist>
            ) : null}
          </Section>
        )}

        {desk.outbox && (
          <Section id="desk-outbox" title={t.outbox}>
            <ul>
              <li>{t.waiting(desk.outbox.waiting)}</li>
              <li>{t.skipped(desk.outbox.skipped)}</li>
              <li>
                {desk.outbox.failed ? (
                  <a href={list('reminder-sends') + qs({ 'where[state][equals]': 'failed' }, { sort: '-failedAt' })}>
                    {t.failedMails(desk.outbox.failed)}
                  </a>
                ) : (
                  t.failedMails(0)
                )}
              </li>
              <li>
                {t.lastSent}: {desk.outbox.lastSent ? at(desk.outbox.lastSent) : t.never}
              </li>
            </ul>
          </Section>
        )}

        <ListSection
          id="desk-imports"
          title={t.imports}
          items={desk.imports}
          none={t.noImports}
          render={(i) => (
            <li key={i.source}>
              <a href={list(i.source)}>{t.sources[i.source] ?? i.source}</a> · {at(i.at)} · {i.ok ? t.ok : t.failed}
            </li>
          )}
        />
      </div>
    </section>
  )
}
