// The terms step: WordPress categories and tags, both as our categories (a tag's slug starts "tag-").
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { SourceTerm } from '../source'
import { atomic, WRITE_CONTEXT, type ImportContext, type Written } from './context'
import { describeError, groupTranslations, toSlug, type Grouped } from './names'

/** A term group's slug on this site and its line in the report. */
export function termNames(group: Grouped<SourceTerm>): { slug: string; item: string } {
  const first = group.members[0]
  const prefix = first.taxonomy === 'post_tag' ? 'tag-' : ''
  const slug = `${prefix}${toSlug(first.slug, `term-${group.key}`)}`
  const ids = group.members.map((m) => m.wpId).join('/')
  return { slug, item: `${first.taxonomy === 'category' ? 'category' : 'tag'} ${ids} ${slug}` }
}

/** Categories first, then tags. */
export async function importTerms(ctx: ImportContext): Promise<void> {
  await importTaxonomy(ctx, 'category')
  await importTaxonomy(ctx, 'post_tag')
}

async function importTaxonomy(ctx: ImportContext, taxonomy: SourceTerm['taxonomy']): Promise<void> {
  const { payload, dryRun } = ctx
  for (const group of groupTranslations(ctx.site.terms.filter((t) => t.taxonomy === taxonomy))) {
    const first = group.members[0]
    const { slug, item } = termNames(group)
    const warnings: string[] = []
    try {
      let existing = ctx.known.categories.get(group.key) ?? null
      if (!existing) {
        const bySlug = await payload.find({
          collection: 'categories',
          where: { slug: { equals: slug } },
          limit: 1,
          depth: 0,
        })
        const doc = bySlug.docs[0]
        if (doc?.wordpressId) throw new Error(`slug "${slug}" belongs to WordPress term ${doc.wordpressId}`)
        // A category of ours with the same slug (news, emergency-notices) is the same category: adopt it.
        if (doc) warnings.push(`joined with the existing category "${slug}"`)
        existing = doc ?? null
      }
      const name = (l: Locale) => (group.members.find((m) => m.lang === l) ?? first).name || slug
      const written: Written = dryRun
        ? { id: existing?.id ?? 0, action: existing ? 'would update' : 'would create' }
        : await atomic(ctx, async (req) => {
            const id =
              existing?.id ??
              (
                await payload.create({
                  collection: 'categories',
                  locale: defaultLocale,
                  data: { slug, title: name('et'), wordpressId: group.key },
                  req,
                  context: WRITE_CONTEXT,
                })
              ).id
            for (const l of locales)
              await payload.update({
                collection: 'categories',
                id,
                locale: l,
                data: { title: name(l), ...(l === defaultLocale ? { wordpressId: group.key } : {}) },
                req,
                context: WRITE_CONTEXT,
              })
            return { id, action: existing ? 'updated' : 'created' }
          })
      if (!dryRun) ctx.known.categories.set(group.key, { id: written.id })
      for (const m of group.members) ctx.termById.set(m.wpId, written.id)
      ctx.add({ item, action: written.action, warnings })
    } catch (error) {
      ctx.add({ item, action: 'skipped', warnings, message: describeError(error) })
    }
  }
}
