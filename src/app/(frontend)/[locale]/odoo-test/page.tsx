import { getTranslations } from 'next-intl/server'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { SelectField, TextArea, TextField } from '@/components/ui/Field'
import { env } from '@/lib/env'
import { loadHelpdeskForm } from '@/lib/helpdesk/embed'
import { sendToHelpdesk } from './actions'
import { startPage, unlistedMetadata, type LocalePageProps } from '../pageSetup'

export const generateMetadata = unlistedMetadata('/odoo-test', 'odooTest', false)

export const dynamic = 'force-dynamic'

export default async function OdooTestPage({ params, searchParams }: LocalePageProps) {
  const { locale } = await startPage(params)
  const t = await getTranslations({ locale, namespace: 'odooTest' })
  const failed = (await searchParams).failed === '1'
  const c = env()
  const form = c.HELPDESK_FORM_URL
    ? await loadHelpdeskForm({ url: c.HELPDESK_FORM_URL, user: c.HELPDESK_USER, password: c.HELPDESK_PASSWORD })
    : null
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {failed ? <Alert tone="error">{t('sendFailed')}</Alert> : null}
      {!form ? (
        <Alert tone="error">{t('failed')}</Alert>
      ) : (
        <form action={sendToHelpdesk}>
          <input type="hidden" name="__locale" value={locale} />
          {form.fields.map((f, i) => {
            const id = `helpdesk-${i}`
            if (f.kind === 'hidden') return null
            const required = f.required ? { 'aria-required': true as const } : {}
            if (f.kind === 'textarea') return <TextArea key={id} id={id} name={f.name} label={f.label} {...required} />
            if (f.kind === 'select')
              return (
                <SelectField key={id} id={id} name={f.name} label={f.label} {...required}>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
              )
            return (
              <TextField
                key={id}
                id={id}
                name={f.name}
                type={f.type}
                label={f.label}
                multiple={f.multiple || undefined}
                accept={f.accept}
                {...required}
              />
            )
          })}
          <Button type="submit">{t('submit')}</Button>
        </form>
      )}
    </div>
  )
}
