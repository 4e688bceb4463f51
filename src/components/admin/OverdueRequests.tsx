import type { BeforeListTableServerProps } from 'payload'
import { env } from '@/lib/env'
import { overdueRequests } from '@/lib/helpdesk/reconcile'

// Above the contact requests' list in the admin: the requests still not delivered
// CONTACT_ALERT_MINUTES after they were stored, oldest first, each linked to its page, where staff can see
// the last error and tick "Retry delivery". Shown only to those who may open the list (support, admins),
// and only when there is something to act on. The reconciler logs the same requests at error level.

type Lang = 'et' | 'ru' | 'en'
const text: Record<
  Lang,
  { title: (minutes: number) => string; hint: string; all: (n: number) => string; stored: string }
> = {
  et: {
    title: (m) => `Edastamata üle ${m} minuti`,
    hint: 'Need pöördumised on salvestatud, kuid pole veel edastatud. Kontrollige e-posti ja Odoo seadistust ning märkige pöördumisel „Proovi uuesti edastada“.',
    all: (n) => `Näita kõiki (${n})`,
    stored: 'salvestatud',
  },
  ru: {
    title: (m) => `Не доставлены дольше ${m} мин.`,
    hint: 'Эти обращения сохранены, но ещё не доставлены. Проверьте настройки почты и Odoo и отметьте у обращения «Повторить доставку».',
    all: (n) => `Показать все (${n})`,
    stored: 'сохранено',
  },
  en: {
    title: (m) => `Not delivered after ${m} minutes`,
    hint: 'These requests are stored but not delivered yet. Check the e-mail and Odoo settings, then tick "Retry delivery" on the request.',
    all: (n) => `Show all (${n})`,
    stored: 'stored',
  },
}

export async function OverdueRequests({ payload, i18n }: BeforeListTableServerProps) {
  const minutes = env().CONTACT_ALERT_MINUTES
  const now = new Date()
  const { requests, total } = await overdueRequests(payload, minutes * 60_000, { now })
  if (!total) return null
  const lang: Lang = i18n.language === 'ru' || i18n.language === 'en' ? i18n.language : 'et'
  const t = text[lang]
  const base = `${payload.config.routes.admin}/collections/contact-requests`
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString()
  const filtered = `${base}?where[and][0][status][not_equals]=delivered&where[and][1][createdAt][less_than]=${encodeURIComponent(cutoff)}&sort=createdAt`
  return (
    <section
      aria-labelledby="overdue-requests"
      style={{
        marginBlock: '1rem',
        padding: '0.75rem 1rem',
        border: '1px solid var(--theme-error-500)',
        borderRadius: 4,
      }}
    >
      <h2 id="overdue-requests" style={{ fontSize: '1.1rem', margin: 0 }}>
        {t.title(minutes)}: {total}
      </h2>
      <p>{t.hint}</p>
      <ul>
        {requests.map((r) => (
          <li key={r.id}>
            <a href={`${base}/${r.id}`}>{r.reference}</a> · {t.stored}{' '}
            <time dateTime={r.createdAt}>{r.createdAt.slice(0, 16).replace('T', ' ')} UTC</time>
            {r.lastError ? ` · ${r.lastError.slice(0, 160)}` : ''}
          </li>
        ))}
      </ul>
      {total > requests.length && <a href={filtered}>{t.all(total)}</a>}
    </section>
  )
}
