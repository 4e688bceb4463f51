// The query strings of the read-only WordPress API (/wp-json/wp/v2/…) and WordPress's own error answer.
// Parameters follow the WordPress REST API reference: arrays arrive comma-joined, booleans as true/false/1/0,
// unknown parameters are ignored; a bad value is a 400 `rest_invalid_param` naming each parameter.
import { z } from 'zod'
import { defaultLocale, locales } from '@/i18n/locales'
import { formatZodIssues } from '@/lib/http/errors'

const MAX_LIST = 100
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(MAX_LIST, `at most ${MAX_LIST} values`),
  )
const wpBoolean = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['true', 'false', '1', '0'], { error: 'is not of type boolean' }).transform((v) => v === 'true' || v === '1'),
)
const id = z.coerce
  .number({ error: 'is not of type integer' })
  .int('is not of type integer')
  .min(1)
  .max(2 ** 31)
const slug = z.string().max(200)
/** `parent=`: ids of the posts or pages above, 0 for none (media and pages). */
const parents = z.preprocess(
  blank,
  list(
    z.coerce
      .number({ error: 'is not of type integer' })
      .int()
      .min(0)
      .max(2 ** 31),
  ).optional(),
)
const embedFlag = z
  .string()
  .max(200)
  .optional()
  .transform((v) => v !== undefined)

const lang = z.preprocess(
  blank,
  z.enum(locales, { error: `is not one of ${locales.join(', ')}` }).default(defaultLocale),
)
const page = z.preprocess(blank, z.coerce.number().int().min(1, 'must be at least 1').max(100_000).default(1))
const perPage = z.preprocess(
  blank,
  z.coerce
    .number()
    .int()
    .min(1, 'must be between 1 (inclusive) and 100 (inclusive)')
    .max(100, 'must be between 1 (inclusive) and 100 (inclusive)')
    .default(10),
)
/** `order`: ascending or descending, `fallback` when left out. */
const direction = (fallback: 'asc' | 'desc') =>
  z.preprocess(blank, z.enum(['asc', 'desc'], { error: 'is not one of asc, desc' }).default(fallback))
const order = direction('desc')
/** `orderby`: one of `values`, `fallback` when left out. */
const orderBy = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(blank, z.enum(values, { error: `is not one of ${values.join(', ')}` }).default(fallback as never))

export const POST_ORDERBY = ['date', 'id', 'title', 'slug', 'modified'] as const

/** GET /wp-json/wp/v2/posts */
export const postsQuery = z.object({
  slug: z.preprocess(blank, list(slug).optional()),
  lang,
  per_page: perPage,
  page,
  order,
  orderby: orderBy(POST_ORDERBY, 'date'),
  search: z.preprocess(blank, z.string().max(200, 'must be at most 200 characters').optional()),
  sticky: z.preprocess(blank, wpBoolean.optional()),
  categories: z.preprocess(blank, list(id).optional()),
  category_slug: z.preprocess(blank, list(slug).optional()),
  // Anonymous readers see published posts only, as in WordPress; asking for another status is refused.
  status: z.preprocess(blank, list(z.literal('publish', { error: 'Status is forbidden.' })).optional()),
  // `_embed` is a flag: present (with any value, or a list of link names) means embed. Read as a boolean,
  // so its text never reaches a cache key.
  _embed: embedFlag,
})
export type PostsQuery = z.output<typeof postsQuery>

export const CATEGORY_ORDERBY = ['id', 'name', 'slug'] as const

/** GET /wp-json/wp/v2/categories */
export const categoriesQuery = z.object({
  lang,
  per_page: perPage,
  page,
  order: direction('asc'),
  orderby: orderBy(CATEGORY_ORDERBY, 'name'),
  slug: z.preprocess(blank, list(slug).optional()),
  hide_empty: z.preprocess(blank, wpBoolean.default(false)),
})
export type CategoriesQuery = z.output<typeof categoriesQuery>

/** GET /wp-json/wp/v2/menu-items */
export const menuItemsQuery = z.object({
  lang,
  per_page: z.preprocess(
    blank,
    z.coerce.number().int().min(1).max(100, 'must be between 1 (inclusive) and 100 (inclusive)').default(100),
  ),
  page,
  menus: z.preprocess(blank, list(id).optional()),
})
export type MenuItemsQuery = z.output<typeof menuItemsQuery>

/** GET /wp-json/wp/v2/media: `parent` is the post or page a file is the featured image of (0: of none). */
export const MEDIA_TYPES = ['image', 'video', 'text', 'application', 'audio'] as const
export const mediaQuery = z.object({
  lang,
  per_page: perPage,
  page,
  order,
  parent: parents,
  media_type: z.preprocess(blank, z.enum(MEDIA_TYPES, { error: `is not one of ${MEDIA_TYPES.join(', ')}` }).optional()),
})
export type MediaQuery = z.output<typeof mediaQuery>

export const PAGE_ORDERBY = ['menu_order', 'title', 'slug', 'id', 'date', 'modified'] as const

/** GET /wp-json/wp/v2/pages: `slug` is a page's last path segment, `parent` the id of the page above it. */
export const pagesQuery = z.object({
  slug: z.preprocess(blank, list(slug).optional()),
  parent: parents,
  lang,
  per_page: perPage,
  page,
  order: direction('asc'),
  orderby: orderBy(PAGE_ORDERBY, 'menu_order'),
  search: z.preprocess(blank, z.string().max(200, 'must be at most 200 characters').optional()),
  status: z.preprocess(blank, list(z.literal('publish', { error: 'Status is forbidden.' })).optional()),
})
export type PagesQuery = z.output<typeof pagesQuery>

export const FIELDS_PARAM = '_fields'
/**
 * `_fields`: the fields to keep in each item, comma-separated, nested ones with dots (`title.rendered`).
 * Read apart from the routes' own queries so that it never reaches a reader's cache key.
 */
export const fieldsParam = z.preprocess(
  blank,
  list(
    z
      .string()
      .max(100, 'must be at most 100 characters')
      .regex(/^[A-Za-z_][\w:-]*(?:\.[A-Za-z_][\w:-]*){0,4}$/, 'must be field names, with dots for nested fields'),
  ).optional(),
)

/** GET …/{id}?lang= */
export const singleQuery = z.object({ lang, _embed: embedFlag })
export const idParams = z.object({ id: z.string().regex(/^\d{1,10}$/) })

/** A WordPress REST error: `{ code, message, data: { status, params? } }`. */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message)
    this.name = 'WpError'
  }

  body() {
    return {
      code: this.code,
      message: this.message,
      data: this.params ? { status: this.status, params: this.params } : { status: this.status },
    }
  }
}

/** A zod failure of the query as WordPress's 400: one message per parameter named. */
export function invalidParams(issues: readonly z.core.$ZodIssue[]): WpError {
  const byParam = new Map<string, z.core.$ZodIssue[]>()
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'query')
    byParam.set(name, [...(byParam.get(name) ?? []), { ...issue, path: issue.path.slice(1) }])
  }
  const params = Object.fromEntries(
    [...byParam].map(([name, list]) => [name, `${name} ${formatZodIssues(list, { separator: '; ' })}`]),
  )
  return new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${[...byParam.keys()].join(', ')}`, params)
}
