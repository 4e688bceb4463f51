// @ts-check
// The layers of src/ (docs/decisions/046-database-strategy.md), as one lint rule on every run-time import
// (type-only imports vanish at run time and are left alone):
// 1. The base folders import nothing else from src/: src/lib/env nothing, src/lib/log the settings, src/lib/http
//    and src/lib/db the settings and the log (src/lib/db also the migration sets), besides a few leaf modules
//    that import nothing themselves (BASE_LEAVES).
// 2. src/lib never imports src/app, src/components or src/collections.
// 3. No cycle between the folders of src/lib: an import from folder A to folder B fails when B already reaches A
//    through run-time imports. There are none today; none is let in (the shared part goes down a layer instead).
// Written as a rule of its own (no plugin added): eslint-plugin-import's no-cycle works on files, not folders,
// and needs a resolver with native bindings the registry lacks for some platforms (eslint.config.mjs).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** What each base folder may import from src/ besides itself. @type {Record<string, string[]>} */
export const BASE = {
  'lib/env': [],
  'lib/log': ['lib/env'],
  'lib/http': ['lib/env', 'lib/log'],
  'lib/db': ['lib/env', 'lib/log', 'migrations', 'migrations-postgres'],
}
/** Leaf modules (constants, a process singleton) any base folder may import: they import nothing from src/. */
export const BASE_LEAVES = ['lib/singleton', 'i18n/locales', 'i18n/paths', 'lib/embed/frameScript']
const ABOVE_LIB = ['app', 'components', 'collections']

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const TEST = /\.test\.(ts|tsx)$/
// Run-time imports: `import … from`, `export … from`, `import('…')`; `import type` / `export type` skipped.
const IMPORTS =
  /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm

/**
 * The path under src/ an import names ('lib/http/client'), or null outside src/ or for a package.
 * @param {string} fromFile @param {string} spec @param {string} root @returns {string | null}
 */
export function target(fromFile, spec, root) {
  let abs
  if (spec.startsWith('@/')) abs = path.join(root, 'src', spec.slice(2))
  else if (spec.startsWith('.')) abs = path.resolve(path.dirname(fromFile), spec)
  else return null
  const rel = path.relative(path.join(root, 'src'), abs).split(path.sep).join('/')
  return rel.startsWith('..') ? null : rel
}

/** The folder of src/lib a path under src/ is in ('lib/http'), or null. @param {string} rel */
export function libFolder(rel) {
  const parts = rel.split('/')
  return parts[0] === 'lib' && parts.length >= 3 ? `lib/${parts[1]}` : null
}

/** @type {Map<string, Map<string, Set<string>>>} */
const graphs = new Map()
/**
 * The run-time folder graph of src/lib, read from disk once per lint run.
 * @param {string} root @returns {Map<string, Set<string>>}
 */
export function folderGraph(root) {
  const cached = graphs.get(root)
  if (cached) return cached
  /** @type {Map<string, Set<string>>} */
  const graph = new Map()
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        const from = libFolder(path.relative(path.join(root, 'src'), file).split(path.sep).join('/'))
        if (!from) continue
        for (const m of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
          const rel = target(file, m[1] ?? m[2] ?? '', root)
          const to = rel && libFolder(rel)
          if (to && to !== from) {
            const tos = graph.get(from) ?? new Set()
            tos.add(to)
            graph.set(from, tos)
          }
        }
      }
    }
  }
  walk(path.join(root, 'src', 'lib'))
  graphs.set(root, graph)
  return graph
}

/**
 * A path of folders from `from` to `to` in the graph, or null.
 * @param {Map<string, Set<string>>} graph @param {string} from @param {string} to @returns {string[] | null}
 */
export function pathBetween(graph, from, to) {
  const seen = new Set([from])
  const queue = [[from]]
  for (let trail = queue.shift(); trail; trail = queue.shift()) {
    const last = trail[trail.length - 1]
    if (last === to) return trail
    for (const next of graph.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push([...trail, next])
      }
    }
  }
  return null
}

/** @param {string} folder */
const short = (folder) => folder.replace(/^lib\//, '')

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'The layers of src/ (decision 046)' } },
  create(context) {
    const root = context.cwd
    const file = context.filename
    const rel = path.relative(path.join(root, 'src'), file).split(path.sep).join('/')
    if (rel.startsWith('..') || TEST.test(file)) return {}
    const from = libFolder(rel)
    /** @param {any} node @param {unknown} spec */
    const check = (node, spec) => {
      if (typeof spec !== 'string') return
      const to = target(file, spec, root)
      if (!to || !from) return
      const toFolder = libFolder(to)
      if (toFolder === from) return
      if (from in BASE) {
        const allowed = BASE[from]
        const ok =
          BASE_LEAVES.some((leaf) => to === leaf || to.startsWith(`${leaf}.`)) ||
          allowed.some((a) => to === a || to.startsWith(`${a}/`))
        if (!ok)
          return context.report({
            node,
            message: `${from} is a base layer: it may import only ${[...allowed, ...BASE_LEAVES].join(', ') || 'nothing from src/'} (decision 046), not ${to}.`,
          })
      }
      if (ABOVE_LIB.includes(to.split('/')[0]))
        return context.report({ node, message: `src/lib never imports src/${to.split('/')[0]} (decision 046).` })
      if (!toFolder) return
      const back = pathBetween(folderGraph(root), toFolder, from)
      if (back)
        context.report({
          node,
          message: `This import closes a folder cycle: ${[from, ...back].map(short).join(' -> ')} (decision 046). Move the shared part down a layer instead.`,
        })
    }
    /** @param {any} node @returns {boolean} */
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type'))
    return {
      ImportDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
      ExportNamedDeclaration: (node) => !node.source || typeOnly(node) || check(node, node.source.value),
      ExportAllDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export default { rules: { imports: rule } }
