import type { Locator, Page } from '@playwright/test'

/**
 * The collection-day lookup's one field: a text field in the server's HTML (and without JavaScript), a
 * combobox once its island has hydrated and can suggest addresses.
 */
export function lookupField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('combobox', { name, exact: true }).or(scope.getByRole('textbox', { name, exact: true }))
}
