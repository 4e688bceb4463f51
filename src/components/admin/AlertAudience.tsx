import type { UIFieldServerProps } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { alertAudience, translatedLocales } from '@/lib/reminders/alerts'

// In an emergency notice's sidebar: before publishing, how many reminder subscribers in each language the
// notice will mail and which of their languages it has no title in yet, with what will happen to them
// (held until the translation is saved, or the standard text, as the editor chose). Read from the saved
// targets and the latest saved draft; saving the draft refreshes it.

type Lang = 'et' | 'ru' | 'en'
const names: Record<Lang, Record<Locale, string>> = {
  et: { et: 'eesti', ru: 'vene', en: 'inglise' },
  ru: { et: 'эстонский', ru: 'русский', en: 'английский' },
  en: { et: 'Estonian', ru: 'Russian', en: 'English' },
}
const text: Record<
  Lang,
  {
    heading: string
    row: (lang: string, n: number) => string
    missing: string
    held: string
    standard: string
    none: string
    unsaved: string
  }
> = {
  et: {
    heading: 'Kellele teade saadetakse',
    row: (lang, n) => `${lang} keeles: ${n} tellijat`,
    missing: 'Tõlge puudub',
    held: 'nende tellijate kiri ootab, kuni tõlge on salvestatud',
    standard: 'need tellijad saavad oma keeles üldteksti ja lingi teatele',
    none: 'Kõik vajalikud tõlked on olemas.',
    unsaved: 'Salvestage mustand, et näha sihtomavalitsuste tellijaid.',
  },
  ru: {
    heading: 'Кому будет отправлено уведомление',
    row: (lang, n) => `${lang} язык: ${n} подписчиков`,
    missing: 'Нет перевода',
    held: 'письма этим подписчикам ждут, пока перевод не будет сохранён',
    standard: 'эти подписчики получат стандартный текст на своём языке и ссылку',
    none: 'Все нужные переводы есть.',
    unsaved: 'Сохраните черновик, чтобы увидеть подписчиков выбранных самоуправлений.',
  },
  en: {
    heading: 'Who this notice will mail',
    row: (lang, n) => `${lang}: ${n} subscribers`,
    missing: 'Translation missing',
    held: 'these subscribers are held until the translation is saved',
    standard: 'these subscribers get a standard text in their language with a link',
    none: 'Every translation needed is there.',
    unsaved: 'Save the draft to see the subscribers of the target municipalities.',
  },
}

export async function AlertAudience({ id, data, payload, i18n }: UIFieldServerProps) {
  const lang: Lang = i18n.language === 'ru' || i18n.language === 'en' ? i18n.language : 'et'
  const t = text[lang]
  const targets = Array.isArray(data?.targetMunicipalities) ? (data.targetMunicipalities as string[]) : []
  if (!id || !targets.length) return <p style={{ marginBlock: '0.5rem' }}>{t.unsaved}</p>
  const [audience, translated] = await Promise.all([
    alertAudience(payload, targets),
    translatedLocales(payload, id, true),
  ])
  const missing = locales.filter((l) => !translated.includes(l) && audience[l] > 0)
  const standard = data?.alertUntranslated === 'standard'
  return (
    <section aria-labelledby="alert-audience" data-testid="alert-audience" style={{ marginBlock: '0.75rem' }}>
      <h3 id="alert-audience" style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>
        {t.heading}
      </h3>
      <ul style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
        {locales.map((l) => (
          <li key={l}>{t.row(names[lang][l], audience[l])}</li>
        ))}
      </ul>
      {missing.length ? (
        <p role="status" style={{ color: 'var(--theme-error-500)' }}>
          {t.missing}: {missing.map((l) => names[lang][l]).join(', ')}: {standard ? t.standard : t.held}
        </p>
      ) : (
        <p>{t.none}</p>
      )}
    </section>
  )
}
