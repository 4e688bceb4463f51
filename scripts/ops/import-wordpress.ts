// `npm run import:wordpress -- --from https://old.example.ee | --wxr export.xml [--media-host cdn.example.ee]… [--dry-run]`
// Imports the old WordPress site's pages, posts, categories, tags, media and header menu in et/ru/en
// (src/lib/wordpress). Media are downloaded only from the old site's host and the upload hosts named with
// --media-host (repeatable), and only from public addresses. Menus read over the REST API need a signed-in user: WORDPRESS_AUTH="user:app-password"
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
    'media-host': z
      .array(
        z
          .string()
          .trim()
          .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d{1,5})?\/?$/i, {
            error: '--media-host takes a host name, e.g. cdn.example.ee',
          }),
      )
      .default([]),
    'dry-run': z.boolean().default(false),
  })
  .refine((a) => Boolean(a.from) !== Boolean(a.wxr), { error: 'give either --from URL or --wxr FILE' })

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      wxr: { type: 'string' },
      'media-host': { type: 'string', multiple: true },
      'dry-run': { type: 'boolean' },
    },
    strict: true,
  })
  const parsed = args.safeParse(values)
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((i) => i.message).join('; ')}\nUsage: npm run import:wordpress -- --from https://old.example.ee | --wxr export.xml [--media-host cdn.example.ee]… [--dry-run]`,
    )
    process.exit(64)
  }
  const { from, wxr, 'media-host': mediaHosts, 'dry-run': dryRun } = parsed.data
  const site = from ? await readRest(from, { auth: process.env.WORDPRESS_AUTH }) : readWxr(await readFile(wxr!, 'utf8'))
  const payload = await getPayload({ config })
  if (process.env.NODE_ENV !== 'production') await payload.db.migrate({ migrations: migrations as never })
  const started = performance.now()
  const report = await importSite(payload, site, { dryRun, mediaHosts })
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
