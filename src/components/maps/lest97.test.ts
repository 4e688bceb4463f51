import proj4 from 'proj4'
import { describe, expect, it } from 'vitest'
import { fromLest, toLest } from './lest97'

// proj4's definition of EPSG:3301, as the map used before (and scripts/build/build-estonia-map.mjs uses).
const EPSG_3301 =
  '+proj=lcc +lat_1=59.33333333333334 +lat_2=58 +lat_0=57.51755393055556 +lon_0=24 +x_0=500000 +y_0=6375000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs'
const reference = proj4('EPSG:4326', EPSG_3301)

describe('L-EST97', () => {
  // Tallinn, Tartu, Narva, Kuressaare, Valga, and the corners of the map's extent (lon 18–32, lat 56–61).
  const places = [
    [24.7536, 59.437],
    [26.7225, 58.378],
    [28.19, 59.377],
    [22.485, 58.253],
    [26.047, 57.777],
    [18, 56],
    [32, 61],
    [18, 61],
    [32, 56],
  ]

  it('projects as proj4 does, to the millimetre', () => {
    for (const place of places) {
      const [x, y] = toLest(place)
      const [ex, ey] = reference.forward(place)
      expect(Math.abs(x - ex), `${place}`).toBeLessThan(0.001)
      expect(Math.abs(y - ey), `${place}`).toBeLessThan(0.001)
    }
  })

  it('and back', () => {
    for (const place of places) {
      const [lon, lat] = fromLest(reference.forward(place))
      expect(Math.abs(lon - place[0]), `${place}`).toBeLessThan(1e-9)
      expect(Math.abs(lat - place[1]), `${place}`).toBeLessThan(1e-9)
    }
  })
})
