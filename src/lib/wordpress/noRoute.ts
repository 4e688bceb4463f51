import { WpError } from './params'

/** WordPress's answer to a REST route it does not have (same code, message and status). */
export function noRoute(): Response {
  const error = new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')
  return Response.json(error.body(), {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' },
  })
}
