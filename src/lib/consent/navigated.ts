/**
 * The event NavigationStatus dispatches on the document for each of React's client navigations, which the
 * consent island counts as a page view (src/islands/consent.ts). A module of its own: the React component
 * must not import the island, which bundles the consent library.
 */
export const NAVIGATED = 'site:navigation'
