/* Payload REST API under /api (shape of Payload's generated file). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest } from '@/lib/http/payloadRest'

// guardRest: addresses Payload would answer with a 500 are a 404 (src/lib/http/payloadRest.ts).
export const GET = guardRest(config, REST_GET(config))
export const POST = guardRest(config, REST_POST(config))
export const DELETE = guardRest(config, REST_DELETE(config))
export const PATCH = guardRest(config, REST_PATCH(config))
export const PUT = guardRest(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
