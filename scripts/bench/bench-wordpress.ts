// `npm run bench:wordpress [-- --full | --posts N --media M]`: import speed and memory of the WordPress importer on
// a generated export (WXR) of N posts in three languages (WPML groups) with M images, served by a local
// stand-in for the old site's file server, into a scratch SQLite database that is removed afterwards. The
// default and `--full` are the goal's size, 5,000 posts × 3 languages with 2,000 images (about 20 minutes on
// one free core); `--posts 500 --media 200` is a quick look.
// It reports wall time and the process's CPU time: on a shared machine the CPU figure is the steadier one.
// `--parse-only` stops after reading the export (the source stage's time and memory at full size).
// Progress lines (items so far, memory) go to stderr every PROGRESS_SECONDS (default 60).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { z } from 'zod'

const { values } = parseArgs({
  options: {
    full: { type: 'boolean' },
    posts: { type: 'string' },
    media: { type: 'string' },
    'parse-only': { type: 'boolean' },
  },
  strict: true,
})
const count = z.coerce.number().int().min(1).max(100_000)
const sizes = z
  .object({ full: z.boolean().optional(), posts: count.default(5000), media: count.default(2000) })
  .refine((v) => !(v.full && (values.posts || values.media)), { error: '--full is 5,000 posts and 2,000 images' })
  .safeParse(values)
if (!sizes.success) {
  console.error(sizes.error.issues.map((i) => i.message).join('; '))
  process.exit(64)
}
const { posts: POSTS, media: MEDIA } = sizes.data

// The scratch database and media folder must be in the environment before the config is loaded.
const dir = mkdtempSync(path.join(tmpdir(), 'bench-wordpress-'))
process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET ??= 'bench-wordpress-secret-0123456789'
process.env.JOBS_AUTORUN = 'false'

const cdata = (s: string) => `<![CDATA[${s}]]>`
const meta = (k: string, v: string | number) =>
  `<wp:postmeta><wp:meta_key>${k}</wp:meta_key><wp:meta_value>${cdata(String(v))}</wp:meta_value></wp:postmeta>`
const LANGS = ['et', 'ru', 'en'] as const
const WORDS = {
  et: 'jäätmed prügi konteiner vedu graafik tühjendus pakend kompost leping klient teenus aadress'.split(' '),
  ru: 'отходы мусор контейнер вывоз график опорожнение упаковка компост договор клиент услуга адрес'.split(' '),
  en: 'waste garbage container transport schedule emptying packaging compost contract customer service address'.split(
    ' ',
  ),
}

function generate(base: string): string {
  const words = (lang: (typeof LANGS)[number], n: number, seed: number) =>
    Array.from({ length: n }, (_, i) => WORDS[lang][(seed * 7 + i * 3) % WORDS[lang].length]).join(' ')
  const items: string[] = []
  const item = (id: number, type: string, title: string, name: string, link: string, content: string, extra: string) =>
    `<item><title>${cdata(title)}</title><link>${base}${link}</link><content:encoded>${cdata(content)}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>` +
    `<wp:post_id>${id}</wp:post_id><wp:post_date>${cdata('2024-01-01 12:00:00')}</wp:post_date><wp:post_date_gmt>${cdata(`2024-01-01 ${String(id % 24).padStart(2, '0')}:00:00`)}</wp:post_date_gmt>` +
    `<wp:post_name>${cdata(name)}</wp:post_name><wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>${cdata(type)}</wp:post_type><wp:is_sticky>0</wp:is_sticky>${extra}</item>`
  for (let m = 1; m <= MEDIA; m++)
    items.push(
      item(
        m,
        'attachment',
        `image ${m}`,
        `image-${m}`,
        `/image-${m}/`,
        '',
        `<wp:attachment_url>${cdata(`${base}/wp-content/uploads/image-${m}.png`)}</wp:attachment_url>${meta('_wp_attachment_image_alt', `Pilt ${m}`)}`,
      ),
    )
  let id = MEDIA
  for (let p = 1; p <= POSTS; p++) {
    const image = ((p - 1) % MEDIA) + 1
    for (const lang of LANGS) {
      id++
      const body =
        `<!-- wp:heading --><h2>${words(lang, 4, p)}</h2><!-- /wp:heading --><!-- wp:paragraph --><p>${words(lang, 40, p + 1)} <a href="${base}/uudis-${p}/">${words(lang, 2, p)}</a>.</p><!-- /wp:paragraph -->` +
        `<ul><li>${words(lang, 6, p + 2)}</li><li>${words(lang, 6, p + 3)}</li></ul><figure class="wp-block-image"><img src="${base}/wp-content/uploads/image-${image}-300x200.png" class="wp-image-${image}" alt=""></figure><p>${words(lang, 60, p + 4)}</p>`
      const prefix = lang === 'et' ? '' : `/${lang}`
      items.push(
        item(
          id,
          'post',
          `${words(lang, 5, p)} ${p}`,
          `uudis-${p}-${lang}`,
          `${prefix}/uudis-${p}-${lang}/`,
          body,
          meta('_wpml_language', lang) +
            meta('_wpml_trid', p) +
            meta('_thumbnail_id', image) +
            `<category domain="category" nicename="uudised">${cdata('Uudised')}</category>`,
        ),
      )
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>${base}</link><wp:base_site_url>${base}</wp:base_site_url>
<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>${cdata('uudised')}</wp:category_nicename><wp:cat_name>${cdata('Uudised')}</wp:cat_name></wp:category>
${items.join('\n')}
</channel></rss>`
}

async function main() {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
  const files = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length })
    res.end(png)
  })
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`

  const [{ getPayload }, { default: config }, { migrations }, { importSite }, { readWxr }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations'),
    import('@/lib/wordpress/importer'),
    import('@/lib/wordpress/wxr'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })

  let peak = 0
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250)
  // A progress line every PROGRESS_SECONDS on stderr: items reported so far and the process's memory. With
  // node's --expose-gc the heap is also measured after a full collection, which tells memory still held from
  // garbage not yet collected.
  let done = 0
  const gc = (globalThis as { gc?: () => void }).gc
  const mb = (n: number) => Math.round(n / 1e6)
  // Linux splits the resident set into anonymous memory (heaps: V8's, malloc's) and file pages mapped in.
  const rssParts = () => {
    try {
      const status = readFileSync('/proc/self/status', 'utf8')
      const kB = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN)
      return ` rssAnonMB=${Math.round(kB('RssAnon') / 1e3)} rssFileMB=${Math.round(kB('RssFile') / 1e3)}`
    } catch {
      return ''
    }
  }
  let heapAfterGc: number | undefined
  const progress = () => {
    const m = process.memoryUsage()
    gc?.()
    if (gc) heapAfterGc = process.memoryUsage().heapUsed
    const live = heapAfterGc === undefined ? '' : ` heapAfterGcMB=${mb(heapAfterGc)}`
    console.error(
      `${Math.round((performance.now() - t0) / 1000)}s items=${done} rssMB=${mb(m.rss)}${rssParts()} heapMB=${mb(m.heapUsed)}/${mb(m.heapTotal)}${live} externalMB=${mb(m.external)} arrayBuffersMB=${mb(m.arrayBuffers)}`,
    )
  }
  // Called from the importer as each item is reported, not from a timer: SQLite's driver answers synchronously
  // and a run of writes without a download never gives a timer its turn.
  const every = 1000 * Number(process.env.PROGRESS_SECONDS ?? 60)
  let last = performance.now()
  const onItem = () => {
    done++
    peak = Math.max(peak, process.memoryUsage().rss)
    if (performance.now() - last < every) return
    last = performance.now()
    progress()
  }
  const load0 = loadavg()[0]
  const t0 = performance.now()
  let xml = generate(base)
  const wxrBytes = Buffer.byteLength(xml)
  const site = readWxr(xml)
  // The export's text is not needed once read (about 40 MB at full size); the parsed site is, to the end.
  xml = ''
  const t1 = performance.now()
  const cpu0 = process.cpuUsage()
  const report = values['parse-only']
    ? { counts: { created: 0, updated: 0, skipped: 0, warnings: 0 } }
    : await importSite(payload, site, { onItem, mediaAddressAllowed: (a) => a === '127.0.0.1' })
  const cpu = process.cpuUsage(cpu0)
  const t2 = performance.now()
  clearInterval(sample)
  peak = Math.max(peak, process.memoryUsage().rss)
  const rssAtEnd = process.memoryUsage().rss
  progress()
  const cpuSeconds = (cpu.user + cpu.system) / 1e6

  const seconds = (t2 - t1) / 1000
  const sourceItems = site.entries.length + site.media.length
  const result = {
    posts: POSTS,
    languages: 3,
    media: MEDIA,
    wxrMB: +(wxrBytes / 1e6).toFixed(1),
    parseSeconds: +((t1 - t0) / 1000).toFixed(1),
    totalSeconds: +((t2 - t0) / 1000).toFixed(1),
    sourceItems,
    importSeconds: +seconds.toFixed(1),
    importCpuSeconds: +cpuSeconds.toFixed(1),
    sourceItemsPerSecond: +(sourceItems / seconds).toFixed(1),
    sourceItemsPerCpuSecond: +(sourceItems / cpuSeconds).toFixed(1),
    documentsPerSecond: +((report.counts.created + report.counts.updated) / seconds).toFixed(1),
    counts: report.counts,
    peakRssMB: mb(peak),
    rssAtEndMB: mb(rssAtEnd),
    // Only with node's --expose-gc: the JavaScript heap still in use after a full collection.
    ...(heapAfterGc === undefined ? {} : { heapAfterGcMB: mb(heapAfterGc) }),
    // The machine's 1-minute load average at the start and the end: the wall times depend on it.
    loadAverage: [+load0.toFixed(1), +loadavg()[0].toFixed(1)],
  }
  // A parse-only run has no import figures to report.
  const shown = values['parse-only']
    ? Object.fromEntries(Object.entries(result).filter(([k]) => !/^(import|documents|sourceItemsPer|counts)/.test(k)))
    : result
  console.log(JSON.stringify(shown, null, 2))
  await new Promise<void>((resolve) => files.close(() => resolve()))
}

main()
  .then(() => {
    rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  })
  .catch((error) => {
    console.error(error)
    rmSync(dir, { recursive: true, force: true })
    process.exit(1)
  })
