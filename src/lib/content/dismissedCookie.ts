/**
 * The cookie that remembers dismissed emergency banners: notice ids, comma-separated (a functional cookie).
 * Its own module because the edge page cache (src/server/pageCache.ts) reads it too: a visitor carrying it
 * gets a page rendered for them, without the banners they closed.
 */
export const DISMISSED_COOKIE = 'notice-dismissed'
