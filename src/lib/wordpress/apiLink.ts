// Where the WordPress API is, for the proxy (every HTML page) and the index: kept apart from the index
// module so that the proxy's bundle does not carry the query schemas.

/** The API root, `{SITE_URL}/wp-json/`. */
export const apiRoot = (site: string) => new URL('/wp-json/', site).toString()

/** The `Link` header that announces the API, as WordPress sends it on every page (`rest_output_link_header`). */
export const apiLinkHeader = (site: string) => `<${apiRoot(site)}>; rel="https://api.w.org/"`
