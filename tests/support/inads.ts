import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { foldAddressText } from '@/lib/addresses/normalize'

// A stand-in for Maa- ja Ruumiamet's In-ADS gazetteer (GET …/gazetteer?address=…&results=n), answering in
// its shape ({ "addresses": [ { "ads_oid", "liikluspind", "aadress_nr", "kort_nr", "asustusyksus",
// "omavalitsus", "maakond", "aadresstekst", "pikkaadress", … } ] }, every value a string) from a small table,
// on 127.0.0.1 and a free port, so no test reaches the internet. `mode` makes it misbehave the ways a real
// service can: slow, broken JSON, an oversized answer, an HTTP error, the wrong shape.

export type GazetteerEntry = {
  ads_oid: string
  liikluspind: string
  aadress_nr: string
  kort_nr?: string
  vaikekoht?: string
  asustusyksus: string
  omavalitsus: string
  maakond: string
  /** Other text the register finds this entry by (an old street name); not part of the answer. */
  alias?: string
}

export type GazetteerMode = 'normal' | 'slow' | 'bad-json' | 'oversize' | 'error' | 'wrong-shape' | 'hang'

export type StandInGazetteer = {
  /** The endpoint to configure: http://127.0.0.1:<port>/inaadress/gazetteer */
  url: string
  /** The queries received (the `address` parameter), in order. */
  requests: URLSearchParams[]
  mode: GazetteerMode
  /** How long `slow` waits before answering. */
  delayMs: number
  stop(): Promise<void>
}

/** The register's text of an entry, as the gazetteer writes it. */
export function entryText(e: GazetteerEntry): string {
  const place =
    e.vaikekoht && !e.liikluspind ? e.vaikekoht : `${e.liikluspind} ${e.aadress_nr}${e.kort_nr ? `-${e.kort_nr}` : ''}`
  return place.trim()
}

function answerFor(entries: GazetteerEntry[], params: URLSearchParams) {
  const words = foldAddressText(params.get('address') ?? '')
    .split(' ')
    .filter(Boolean)
  const results = Math.max(1, Math.min(50, Number(params.get('results')) || 10))
  const withApartments = params.get('appartment') === '1'
  const found = entries.filter((e) => {
    if (e.kort_nr && !withApartments) return false
    const text = foldAddressText(`${entryText(e)} ${e.asustusyksus} ${e.omavalitsus} ${e.alias ?? ''}`)
    return words.length > 0 && words.every((w) => text.split(' ').some((t) => t.startsWith(w)))
  })
  return {
    addresses: found.slice(0, results).map(({ alias: _alias, ...e }) => ({
      ...e,
      kort_nr: e.kort_nr ?? '',
      vaikekoht: e.vaikekoht ?? '',
      aadresstekst: entryText(e),
      pikkaadress: `${e.maakond}, ${e.omavalitsus}, ${e.asustusyksus}, ${entryText(e)}`,
      liikVal: e.kort_nr ? 'EHITISHOONE' : 'EHITIS',
      olek: 'K',
      viitepunkt_b: '59.4',
      viitepunkt_l: '24.7',
    })),
  }
}

/** Starts the stand-in with its table; stop() when done. */
export async function startGazetteer(entries: GazetteerEntry[]): Promise<StandInGazetteer> {
  const pending = new Set<NodeJS.Timeout>()
  const state: Omit<StandInGazetteer, 'url' | 'stop'> = { requests: [], mode: 'normal', delayMs: 3000 }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname !== '/inaadress/gazetteer' || req.method !== 'GET') {
      res.writeHead(404).end()
      return
    }
    state.requests.push(url.searchParams)
    const json = (body: string) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body)
    switch (state.mode) {
      case 'hang':
        return // never answers; the client's timeout must end it
      case 'slow': {
        const t = setTimeout(() => {
          pending.delete(t)
          json(JSON.stringify(answerFor(entries, url.searchParams)))
        }, state.delayMs)
        pending.add(t)
        return
      }
      case 'bad-json':
        return json('{"addresses": [ {"ads_oid": "ME1"')
      case 'error':
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable')
        return
      case 'wrong-shape':
        return json(JSON.stringify({ error: 'Vigane päring', addresses: 'none' }))
      case 'oversize': {
        // Streamed without a length, so only counting the bytes can stop it.
        res.writeHead(200, { 'content-type': 'application/json' })
        const chunk = `{"ads_oid":"ME1","liikluspind":"${'x'.repeat(900)}"},`
        res.write('{"addresses":[')
        let sent = 0
        const more = () => {
          while (sent < 2000) {
            sent++
            if (!res.write(chunk)) return void res.once('drain', more)
          }
          res.end('{}]}')
        }
        more()
        return
      }
      default:
        return json(JSON.stringify(answerFor(entries, url.searchParams)))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const gazetteer = state as StandInGazetteer
  gazetteer.url = `http://127.0.0.1:${port}/inaadress/gazetteer`
  gazetteer.stop = async () => {
    for (const t of pending) clearTimeout(t)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return gazetteer
}
