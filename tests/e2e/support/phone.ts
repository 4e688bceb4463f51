/**
 * Tag for the tests that also run at phone width: the `phone` project runs only tests carrying it
 * (playwright.config.ts), the `desktop` project runs every test. Tag a test that asserts phone behaviour
 * (the mobile menu, touch, columns a phone hides, a branch on the project) or that is one of the
 * phone-width layout and axe checks: one visit per page template, the header's controls, the consent
 * banner. Behaviour that does not depend on the width and HTTP-only checks run once, at desktop width.
 */
export const PHONE = { tag: '@phone' } as const

/** PHONE when `when` holds, else no tag: for tests generated in a loop where only some run at phone width. */
export const phoneIf = (when: boolean) => ({ tag: when ? ['@phone'] : [] })
