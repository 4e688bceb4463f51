import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { HINT, startupChunks } from '../../scripts/build/compile-hints.mjs'
import { adminOnlyClientHints, isClientHintHeader } from '@/lib/http/clientHints'
import { createStartupScriptRewriter } from './late-scripts'
import { DRAFT_MODE_COOKIE } from './pageCache'
import { createFragmentCapture } from './fragments'
import { StoredFragment } from '@/components/layout/StoredFragment'
import { clearFragments, storedFragment } from '@/lib/http/htmlFragments'

// Every assumption the edge (src/server) makes about what Next, React and Payload produce, checked against
// the installed packages (and the build's output where there is one). When an upgrade changes one of them,
// the failing test says which assumption broke and which file to look at: nothing here is about our own
// code working, only about theirs still doing what ours relies on.

const require = createRequire(import.meta.url)
const root = path.resolve(__dirname, '..', '..')
const nextDist = path.dirname(require.resolve('next/package.json'))

/** Next's production runtimes for app pages (webpack and Turbopack builds), as installed. */
const runtimes = ['app-page.runtime.prod.js', 'app-page-turbo.runtime.prod.js'].map((name) => ({
  name,
  code: readFileSync(path.join(nextDist, 'dist', 'compiled', 'next-server', name), 'utf8'),
}))

function expectInRuntimes(needle: string, assumption: string) {
  for (const { name, code } of runtimes)
    expect(code.includes(needle), `${assumption} (not found in next/dist/compiled/next-server/${name})`).toBe(true)
}

describe('React puts an island script rendered in the body where the rewrite finds it (decision 051)', () => {
  it('as an async script hoisted into <head>, in the form SCRIPT_TAG matches', () => {
    // The layout renders `<script src={island} async />` at the end of <body> (src/lib/islands.ts); React
    // hoists it into <head> as a resource, written as Next's own start-up scripts are, and the loader then
    // starts it at the visitor's first interaction.
    const html = renderToString(
      h(
        'html',
        null,
        h('head'),
        h('body', null, h('p', null, 'x'), h('script', { src: '/_next/static/islands/site-A1.js', async: true })),
      ),
    )
    expect(
      html,
      'React no longer hoists <script async src> into <head> as <script src="…" async="">: the islands would run before the first interaction (src/lib/islands.ts, late-scripts.ts)',
    ).toContain('<head><script src="/_next/static/islands/site-A1.js" async=""></script></head>')
    const rewriter = createStartupScriptRewriter()
    const out = Buffer.concat([rewriter.push(html), rewriter.end()]).toString()
    expect(out).not.toContain('<script src=')
    expect(rewriter.sources).toEqual(['/_next/static/islands/site-A1.js'])
  })
})

describe('React in Next writes the start-up scripts the rewrite moves (src/server/late-scripts.ts)', () => {
  it('as <script src="…" async=""></script>, which SCRIPT_TAG matches', () => {
    expectInRuntimes(
      `<script src="`,
      'React no longer starts a bootstrap script with `<script src="`: SCRIPT_TAG in late-scripts.ts would leave Next\'s start-up scripts in <head>, before the first paint',
    )
    expectInRuntimes(
      ` async=""><\\/script>`,
      'React no longer ends a bootstrap script with ` async=""></script>`: update SCRIPT_TAG in late-scripts.ts from a built page',
    )
  })

  it('with a low-priority preload whose attributes come in the order PRELOAD_TAG expects', () => {
    expectInRuntimes(
      '{rel:"preload",as:"script",fetchPriority:"low",nonce:',
      'React no longer preloads bootstrap scripts as {rel, as, fetchPriority, nonce} then href: PRELOAD_TAG in late-scripts.ts would leave the preload in <head>',
    )
  })

  it('so that a page in that form comes out with the scripts after the first paint', () => {
    const rewriter = createStartupScriptRewriter()
    const html = Buffer.concat([
      rewriter.push(
        '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
          '<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>x</h1>',
      ),
      rewriter.push('</body></html>'),
      rewriter.end(),
    ]).toString()
    expect(html).not.toContain('<script src=')
    expect(html).not.toContain('rel="preload"')
    expect(rewriter.sources).toEqual(['/_next/static/chunks/a.js'])
  })
})

describe('Next writes its flight data as inline scripts the rewrite can move (src/server/late-scripts.ts)', () => {
  it('`<script>(self.__next_f=self.__next_f||[]).push(…)` first, then `<script>self.__next_f.push(…)</script>`', () => {
    expectInRuntimes(
      '(self.__next_f=self.__next_f||[]).push(',
      "Next no longer opens its flight data with `(self.__next_f=self.__next_f||[]).push(`: FLIGHT_STARTS in late-scripts.ts would leave it near the top of every page's <body> (and send it to pages that never start React)",
    )
    expectInRuntimes(
      'self.__next_f.push(${',
      'Next no longer writes flight data parts as `self.__next_f.push(…)`: update FLIGHT_STARTS in late-scripts.ts from a built page',
    )
    // Without a CSP nonce (the site sets none), the opening tag is a bare <script>.
    expectInRuntimes(
      ':"<script>"',
      'Next no longer opens a flight data script with a bare `<script>` when there is no nonce: FLIGHT_STARTS in late-scripts.ts would not find it',
    )
  })
})

describe('React writes a stored part the edge can find and reuse (src/server/fragments.ts, decision 052)', () => {
  it('as `<div data-fragment="KEY" …>`, and the page rendered from the kept HTML is the same bytes', () => {
    clearFragments()
    const page = () =>
      renderToString(
        h(
          'body',
          null,
          h(
            StoredFragment,
            { name: 'header-bar', inputs: { locale: 'et' }, className: 'bar' },
            h('a', { href: '/' }, 'Avaleht'),
            h('div', { className: 'menu' }, h('span', null, 'a'), ' ', 'b', h('div', null, 'c')),
          ),
          h('main', null, 'Sisu'),
        ),
      )
    const full = page()
    expect(
      full,
      'React no longer writes the key as the first attribute of the part\'s <div>: fragments.ts finds parts by `<div data-fragment="`',
    ).toMatch(/<div data-fragment="header-bar\.[\w-]{22}" class="bar">/)
    createFragmentCapture().read(Buffer.from(full))
    const key = /data-fragment="([^"]+)"/.exec(full)![1]!
    expect(storedFragment(key)).toBe(
      '<a href="/">Avaleht</a><div class="menu"><span>a</span> <!-- -->b<div>c</div></div>',
    )
    expect(page(), 'the render from the kept HTML differs from the full render').toBe(full)
    clearFragments()
  })
})

describe('Next answers a failed page load with an empty error shell (src/server/error-pages.ts replaces it)', () => {
  it('the shell is <html id="__next_error__">, drawn in the browser only', () => {
    expectInRuntimes(
      'id:"__next_error__"',
      'Next no longer renders its error shell <html id="__next_error__">: check whether a failed page load is still answered with an empty page (tests/e2e/error-pages.spec.ts), and whether error-pages.ts is still needed',
    )
  })
})

describe("Next's draft mode (never answered from or stored in the edge's stores)", () => {
  it(`its cookie is still ${DRAFT_MODE_COOKIE}`, () => {
    const apiUtils = readFileSync(path.join(nextDist, 'dist', 'server', 'api-utils', 'index.js'), 'utf8')
    expect(
      apiUtils.includes(`COOKIE_NAME_PRERENDER_BYPASS = \`${DRAFT_MODE_COOKIE}\``),
      `Next renamed its draft-mode cookie: DRAFT_MODE_COOKIE in src/server/pageCache.ts would let previews into the shared stores`,
    ).toBe(true)
  })
})

describe("Payload's client hints (src/lib/http/clientHints.ts moves them to the admin)", () => {
  it('withPayload still asks every route for the colour-scheme hint with Critical-CH', async () => {
    const { withPayload } = (await import('@payloadcms/next/withPayload')) as unknown as {
      withPayload: (config: object) => {
        headers?: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>
      }
    }
    const rules = (await withPayload({}).headers?.()) ?? []
    const hints = rules.flatMap((rule) =>
      rule.headers.filter(isClientHintHeader).map((h) => ({ ...h, source: rule.source })),
    )
    expect(
      hints.some((h) => h.key.toLowerCase() === 'critical-ch'),
      "withPayload no longer sends Critical-CH: withAdminOnlyClientHints in next.config.ts may be dropped (a visitor's first page load is no longer sent twice)",
    ).toBe(true)
    const moved = adminOnlyClientHints(rules)
    expect(moved.filter((rule) => rule.headers.some(isClientHintHeader)).map((rule) => rule.source)).toEqual(
      moved.filter((rule) => rule.headers.some(isClientHintHeader)).map(() => '/admin/:path*'),
    )
  })
})

// The build's own output: checked when there is one (`npm run build`; CI builds before it tests).
const dist = path.join(root, '.next')
const built = existsSync(path.join(dist, 'build-manifest.json'))

describe.skipIf(!built)('the build output scripts/build/compile-hints.mjs edits', () => {
  it('lists the start-up chunks in build-manifest.json rootMainFiles and the pages’ entryJSFiles', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
      rootMainFiles?: string[]
    }
    expect(
      manifest.rootMainFiles?.length ?? 0,
      'build-manifest.json has no rootMainFiles: compile-hints.mjs would mark no framework chunk',
    ).toBeGreaterThan(0)
    const chunks = startupChunks()
    expect(
      chunks.length,
      'no page client-reference manifest has "entryJSFiles": compile-hints.mjs finds only the root chunks',
    ).toBeGreaterThan(manifest.rootMainFiles!.length)
    for (const chunk of chunks)
      expect(existsSync(path.join(dist, chunk)), `${chunk} is listed by the build but missing`).toBe(true)
  })

  it('marks them with V8’s compile hint, which no Next setting writes (so the edit stays)', () => {
    const chunks = startupChunks()
    const marked = chunks.filter((chunk) => readFileSync(path.join(dist, chunk), 'utf8').startsWith(HINT))
    expect(marked.length, 'npm run build did not run compile-hints.mjs, or Next now writes the files after it').toBe(
      chunks.length,
    )
    // Next's config has no option for V8's per-file compile hints: a new one would show up in its schema.
    const schema = readdirSync(path.join(nextDist, 'dist', 'server'))
      .filter((f) => f.startsWith('config-schema'))
      .map((f) => readFileSync(path.join(nextDist, 'dist', 'server', f), 'utf8'))
      .join('\n')
    expect(
      /compileHints?|allFunctionsCalledOnLoad/i.test(schema),
      'Next has a setting for V8 compile hints now: use it instead of compile-hints.mjs',
    ).toBe(false)
  })
})
