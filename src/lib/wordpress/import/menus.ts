// The menus step: the header menu, one per language, replaced whole; two levels (a third moves up a level).
import { locales } from '@/i18n/locales'
import { isExternalUrl } from '@/lib/navigation/menu'
import type { SourceMenuItem } from '../source'
import { atomic, rewriteLink, WRITE_CONTEXT, type ImportContext } from './context'
import { describeError } from './names'

type MenuEntry = { label: string; url: string; openInNewTab: boolean; external: boolean; order: number }
export type MenuGroup = MenuEntry & { children: MenuEntry[] }

/** One language's menu items as our header menu's groups, with warnings for what was moved or left out. */
export function buildMenu(ctx: ImportContext, items: SourceMenuItem[]): { menu: MenuGroup[]; warnings: string[] } {
  const warnings: string[] = []
  const url = (m: SourceMenuItem) => {
    const target = m.objectId !== null ? ctx.targetByWpId.get(m.objectId) : undefined
    if (target) return target.path
    if (!m.url || m.url === '#') return null
    return isExternalUrl(m.url) && !ctx.onOldSite(m.url) ? m.url : rewriteLink(ctx, m.url)
  }
  const ids = new Set(items.map((m) => m.wpId))
  const byOrder = (a: SourceMenuItem, b: SourceMenuItem) => a.order - b.order
  const top = items.filter((m) => m.parent === 0 || !ids.has(m.parent)).sort(byOrder)
  const below = (parent: number): SourceMenuItem[] =>
    items
      .filter((m) => m.parent === parent)
      .sort(byOrder)
      .flatMap((m) => {
        const deeper = below(m.wpId)
        if (deeper.length) warnings.push(`"${m.title}": a third menu level was moved up a level`)
        return [m, ...deeper]
      })
  // A menu item that points at a page or post and has no label of its own shows that page's title.
  const label = (m: SourceMenuItem) =>
    m.title || (m.objectId !== null ? (ctx.site.entries.find((e) => e.wpId === m.objectId)?.title ?? '') : '')
  const entry = (m: SourceMenuItem, order: number): MenuEntry | null => {
    const href = url(m)
    const title = label(m)
    if (!href || !title) {
      warnings.push(`"${m.title || m.wpId}" has no address or label: left out`)
      return null
    }
    return { label: title, url: href, openInNewTab: m.newTab, external: isExternalUrl(href), order }
  }
  const menu = top.flatMap((m, i) => {
    const children = below(m.wpId).flatMap((c, j) => {
      const e = entry(c, j + 1)
      return e ? [e] : []
    })
    // A group heading without an address of its own ("#", common in WordPress menus) opens its first entry.
    const own = url(m) ? entry(m, i + 1) : null
    const title = label(m)
    const group = own ?? (children[0] && title ? { ...children[0], label: title, order: i + 1 } : entry(m, i + 1))
    return group ? [{ ...group, children }] : []
  })
  return { menu, warnings }
}

export async function importMenus(ctx: ImportContext): Promise<void> {
  for (const l of locales) {
    const items = ctx.site.menuItems.filter((m) => m.lang === l)
    if (!items.length) continue
    const { menu, warnings } = buildMenu(ctx, items)
    const item = `header menu (${l}): ${menu.length} groups`
    try {
      if (!ctx.dryRun)
        await atomic(ctx, (req) =>
          ctx.payload.updateGlobal({
            slug: 'header-menu',
            locale: l,
            data: { items: menu },
            req,
            context: WRITE_CONTEXT,
          }),
        )
      ctx.add({ item, action: ctx.dryRun ? 'would update' : 'updated', warnings })
    } catch (error) {
      ctx.add({ item, action: 'skipped', warnings, message: describeError(error) })
    }
  }
}
