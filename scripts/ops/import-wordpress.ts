// `npm run import:wordpress -- --from https://old.example.ee | --wxr export.xml [--dry-run]`
// Imports the old WordPress site's pages, posts, categories, tags, media and header menu in et/ru/en
// (src/lib/wordpress). Menus read over the REST API need a signed-in user: WORDPRESS_AUTH="user:app-password"
// (an environment variable, so the password stays out of the process list and shell history).
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { getPayload } from 'payload'
import { z } from 'zod'
import config from '@payload-config'
import { migrations } from '@/migrations'
import { expiriesWritten } from '@/lib/cluster/events'
import { formatReport, importSite } from '@/lib/wordpress/importer'
import { readRest } from '@/lib/wordpress/rest'
import { readWxr } from '@/lib/wordpress/wxr'

const args = z
  .object({
    from: z.url({ protocol: /^https?$/, error: '--from must be the http(s) address of the WordPress site' }).optional(),
    wxr: z.string().min(1).optional(),
    'dry-run': z.boolean().default(false),
  })
  .refine((a) => Boolean(a.from) !== Boolean(a.wxr), { error: 'give either --from URL or --wxr FILE' })

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, wxr: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    strict: true,
  })
  const parsed = args.safeParse(values)
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((i) => i.message).join('; ')}\nUsage: npm run import:wordpress -- --from https://old.example.ee | --wxr export.xml [--dry-run]`,
    )
    process.exit(64)
  }
  const { from, wxr, 'dry-run': dryRun } = parsed.data
  const site = from ? await readRest(from, { auth: process.env.WORDPRESS_AUTH }) : readWxr(await readFile(wxr!, 'utf8'))
  const payload = await getPayload({ config })
  if (process.env.NODE_ENV !== 'production') await payload.db.migrate({ migrations: migrations as never })
  const started = performance.now()
  const report = await importSite(payload, site, { dryRun })
  // Running servers on this database learn of the changes from these (src/lib/cluster/events.ts).
  await expiriesWritten()
  console.log(formatReport(report))
  console.log(
    `Took ${((performance.now() - started) / 1000).toFixed(1)} s. Running servers on this database show the changes within seconds.`,
  )
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
