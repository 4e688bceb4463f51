// The part of `wpapi` (node-wpapi 1.x, untyped) that the WordPress client test uses.
declare module 'wpapi' {
  type Paging = { total: number; totalPages: number; links: Record<string, string>; next?: Request; prev?: Request }
  type Answer = Record<string, unknown>[] & { _paging?: Paging }
  interface Request {
    param(name: string, value: string | number | (string | number)[]): this
    perPage(n: number): this
    page(n: number): this
    slug(slug: string): this
    id(id: number): this
    embed(): this
    get(): Promise<Answer>
  }
  class WPAPI {
    constructor(options: { endpoint: string; routes?: unknown })
    static discover(url: string): Promise<WPAPI>
    static site(endpoint: string): WPAPI
    posts(): Request
    pages(): Request
    media(): Request
    categories(): Request
    namespace(name: string): Record<string, () => Request>
    [route: string]: unknown
  }
  export default WPAPI
}
