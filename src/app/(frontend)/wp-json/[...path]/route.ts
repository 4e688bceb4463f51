// Every /wp-json/ path the bridge does not serve answers as WordPress's REST API does for an unknown route:
// 404 with `rest_no_route` in its JSON error shape, for any method. Without this, Next answered its HTML
// error shell, which a WordPress client cannot read (and whose inline scripts the JSON policy refused).
// The served routes are static segments next to this catch-all, so they keep precedence.
import { noRoute } from '@/lib/wordpress/noRoute'

export const GET = noRoute
export const HEAD = noRoute
export const POST = noRoute
export const PUT = noRoute
export const PATCH = noRoute
export const DELETE = noRoute
export const OPTIONS = noRoute
