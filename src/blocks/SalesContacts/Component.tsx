import type { Locale } from '@/i18n/locales'
import type { SalesContactsBlock as Data } from '@/payload-types'
import { SalesContacts } from '@/components/contacts/SalesContacts'

export function SalesContactsBlock({ block, locale }: { block: Data; locale: Locale }) {
  return (
    <SalesContacts
      locale={locale}
      heading={block.heading}
      headingId={block.id ? `sales-contacts-${block.id}` : undefined}
    />
  )
}
