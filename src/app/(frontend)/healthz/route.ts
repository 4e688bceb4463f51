// GET /healthz: the process is alive and its HTTP server answers (a liveness check: restart it if not).
// Nothing else is asked, the database least of all: a database outage must not get every instance
// restarted. Whether an instance should receive traffic is /readyz's question.
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
