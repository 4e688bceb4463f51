import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// A stored part (StoredFragment, decision 052) is rendered for the first visitor of its key and its HTML is then
// served to everyone with the same language and content. So nothing inside it may read the request (headers,
// cookies, the address, the client), the CMS (whose data must come in as the part's inputs, which make its key)
// or the environment, and nothing may be a client component (its markup would need Next's router and flight
// data). The parts' code is kept in files of its own so that the rule can be checked on their imports: every
// module they reach, followed through the project like the build does, with the packages they import.

const root = path.resolve(__dirname, '../../..')
const PARTS = ['src/components/layout/HeaderBar.tsx', 'src/components/layout/FooterColumns.tsx']

/** Packages a stored part may import: React, the build's translations, escaping. */
const ALLOWED_PACKAGES = new Set(['react', 'react/jsx-runtime', 'next-intl/server', 'escape-html', 'server-only'])
/** Project modules that read the request, the CMS, the environment or the cluster. */
const FORBIDDEN_MODULES = [/^src\/lib\/http\//, /^src\/lib\/content\//, /^src\/lib\/env\//, /^src\/lib\/cluster\//]

async function importsOf(entry: string) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    // Packages are not followed (their own imports are theirs), the project's '@/…' paths are.
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    metafile: true,
    write: false,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  })
  return Object.entries(result.metafile.inputs).map(([file, { imports }]) => ({
    file,
    packages: imports.filter((i) => i.external).map((i) => i.path),
  }))
}

describe('the stored parts of the frame', () => {
  for (const part of PARTS) {
    it(`${path.basename(part)} reaches nothing that reads the request, the CMS or the environment`, async () => {
      const modules = await importsOf(part)
      // The check sees the part's own code and what it renders.
      expect(modules.map((m) => m.file)).toContain(part)
      expect(modules.length).toBeGreaterThan(3)
      const problems: string[] = []
      for (const { file, packages } of modules) {
        for (const pkg of packages)
          if (!ALLOWED_PACKAGES.has(pkg)) problems.push(`${file} imports ${pkg}, which a stored part may not use`)
        if (FORBIDDEN_MODULES.some((pattern) => pattern.test(file)))
          problems.push(`${file} is reached: it reads the request, the CMS or the environment`)
        if (/\.(?:ts|tsx)$/.test(file) && /^\s*['"]use client['"]/m.test(readFileSync(path.join(root, file), 'utf8')))
          problems.push(`${file} is a client component`)
      }
      expect(problems, `the children of <StoredFragment> must depend only on its inputs`).toEqual([])
    })
  }
})
