// The layers rule (eslint/layers.mjs, decision 046) fails on each kind of violation and passes the code as it
// is: linted through the project's own ESLint config, as `npm run lint` does.
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { folderGraph, pathBetween } from '../../eslint/layers.mjs'

const eslint = new ESLint()
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message)
}

// The first lint loads the config and its plugins: seconds on a shared machine.
describe('the layers rule', { timeout: 60_000 }, () => {
  it('refuses a base folder importing a higher one (the settings reading the HTTP layer)', async () => {
    const errors = await layerErrors('src/lib/env/violation.ts', "import { clientKey } from '@/lib/http/client'\n")
    expect(errors).toEqual([expect.stringContaining('lib/env is a base layer')])
  })

  it('refuses src/lib importing the app, its components or collections', async () => {
    const errors = await layerErrors(
      'src/lib/sorting/violation.ts',
      "import { MISS_MIN_CLIENTS } from '@/collections/SortingMisses'\n",
    )
    expect(errors).toEqual([expect.stringContaining('src/lib never imports src/collections')])
  })

  it('refuses an import that closes a new folder cycle, relative or by alias', async () => {
    for (const spec of ['@/lib/sorting/records', '../sorting/records']) {
      const errors = await layerErrors('src/lib/search/violation.ts', `import { sortingItemPath } from '${spec}'\n`)
      expect(errors, spec).toEqual([expect.stringContaining('closes a folder cycle: search -> sorting -> search')])
    }
  })

  it('keeps the cycles it broke broken: each of those imports back fails', async () => {
    const back = [
      ['src/lib/discharges/violation.ts', '@/lib/addresses/repository', 'discharges -> addresses -> discharges'],
      ['src/lib/data/violation.ts', '@/lib/openapi/openapi', 'data -> openapi -> data'],
      ['src/lib/helpdesk/violation.ts', '@/lib/reminders/tokens', 'helpdesk -> reminders -> helpdesk'],
      ['src/lib/content/violation.ts', '@/lib/reminders/alerts', 'content -> reminders -> content'],
    ]
    for (const [file, spec, cycle] of back) {
      const errors = await layerErrors(file, `import * as x from '${spec}'\nexport { x }\n`)
      expect(errors, spec).toEqual([expect.stringContaining(`closes a folder cycle: ${cycle}`)])
    }
  })

  it('finds no cycle between the folders of src/lib as they are', () => {
    const graph = folderGraph(path.resolve(__dirname, '../..'))
    expect(graph.size).toBeGreaterThan(10)
    const cycles = [...graph].flatMap(([from, tos]) =>
      [...tos].flatMap((to) => {
        const back = pathBetween(graph, to, from)
        return back ? [[from, ...back].join(' -> ')] : []
      }),
    )
    expect(cycles).toEqual([])
  })

  it('lets type-only imports and imports downwards pass', async () => {
    expect(await layerErrors('src/lib/env/ok.ts', "import type { TrustedProxies } from '@/lib/http/client'\n")).toEqual(
      [],
    )
    expect(await layerErrors('src/lib/sorting/ok.ts', "import { squash } from '@/lib/search/normalize'\n")).toEqual([])
  })
})
