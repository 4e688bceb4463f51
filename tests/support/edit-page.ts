// Another process changing content in the database a server uses, as an editor's script would: run with
// `tsx --conditions=production` by tests/int/sqlite-events.int.test.ts and tests/e2e/script-edits.spec.ts,
// the database's settings in its environment. Usage: edit-page.ts <page path> <locale> <new title>
import { getPayload } from 'payload'
import config from '@payload-config'
import { z } from 'zod'
import { expiriesWritten } from '@/lib/cluster/events'
import { locales } from '@/i18n/locales'

const args = z.tuple([z.string().startsWith('/').max(200), z.enum(locales), z.string().min(1).max(200)])

async function main() {
  const [pagePath, locale, title] = args.parse(process.argv.slice(2))
  const payload = await getPayload({ config })
  const { docs } = await payload.update({
    collection: 'pages',
    where: { path: { equals: pagePath } },
    locale,
    data: { title },
    overrideAccess: true,
  })
  if (docs.length !== 1) throw new Error(`no page at ${pagePath}`)
  console.log('updated')
  await expiriesWritten()
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
