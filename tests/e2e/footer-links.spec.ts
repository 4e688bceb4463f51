import { expect, test } from './support/visitor'

// The footer's own links (site settings, editable in the admin): the developers' page is linked from every page's
// footer in its language.

const cases = [
  { from: '/customer-support/price-lists', name: 'Arendajale', href: '/developers', heading: 'Arendajale' },
  { from: '/ru/about/news', name: 'Разработчикам', href: '/ru/developers', heading: 'Разработчикам' },
  {
    from: '/en/customer-support/contact-us',
    name: 'For developers',
    href: '/en/developers',
    heading: 'For developers',
  },
] as const

test.describe('footer links', () => {
  for (const c of cases) {
    test(`${c.from}: the footer links the developers' page in the page's language`, async ({ visitor }) => {
      await visitor.goto(c.from)
      const link = visitor.getByRole('contentinfo').getByRole('link', { name: c.name, exact: true })
      await expect(link).toHaveAttribute('href', c.href)
      await expect(link).not.toHaveAttribute('target', /.*/)
      await link.click()
      await expect(visitor.getByRole('heading', { level: 1, name: c.heading })).toBeVisible()
      await expect(visitor).toHaveURL(new RegExp(`${c.href}$`))
    })
  }
})
