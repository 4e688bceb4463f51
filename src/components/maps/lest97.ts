// L-EST97 (EPSG:3301), the Estonian grid of the stations map, without proj4 (which would bring its every
// projection and datum to the map's island, some 35 KB compressed): the Lambert conformal conic projection
// with two standard parallels on the GRS80 ellipsoid (Snyder, "Map Projections: A Working Manual", 15). Its
// datum is WGS84 for a map (towgs84 0), so longitude and latitude pass as they are. Checked against proj4
// in lest97.test.ts.

const A = 6378137
const F = 1 / 298.257222101
const E = Math.sqrt(2 * F - F * F)
const RAD = Math.PI / 180
const LAT1 = 59.33333333333334 * RAD
const LAT2 = 58 * RAD
const LAT0 = 57.51755393055556 * RAD
const LON0 = 24 * RAD
const X0 = 500000
const Y0 = 6375000

const m = (lat: number) => Math.cos(lat) / Math.sqrt(1 - (E * Math.sin(lat)) ** 2)
const t = (lat: number) =>
  Math.tan(Math.PI / 4 - lat / 2) / ((1 - E * Math.sin(lat)) / (1 + E * Math.sin(lat))) ** (E / 2)
const N = (Math.log(m(LAT1)) - Math.log(m(LAT2))) / (Math.log(t(LAT1)) - Math.log(t(LAT2)))
const AF = (A * m(LAT1)) / (N * t(LAT1) ** N)
const RHO0 = AF * t(LAT0) ** N

/** [longitude, latitude] in degrees to L-EST97 [easting, northing] in metres. */
export function toLest([lon, lat]: number[]): number[] {
  const rho = AF * t(lat * RAD) ** N
  const theta = N * (lon * RAD - LON0)
  return [X0 + rho * Math.sin(theta), Y0 + RHO0 - rho * Math.cos(theta)]
}

/** L-EST97 [easting, northing] in metres to [longitude, latitude] in degrees. */
export function fromLest([x, y]: number[]): number[] {
  const dx = x - X0
  const dy = RHO0 - (y - Y0)
  const rho = Math.hypot(dx, dy)
  const ts = (rho / AF) ** (1 / N)
  let lat = Math.PI / 2 - 2 * Math.atan(ts)
  for (let i = 0; i < 15; i++) {
    const next = Math.PI / 2 - 2 * Math.atan(ts * ((1 - E * Math.sin(lat)) / (1 + E * Math.sin(lat))) ** (E / 2))
    if (Math.abs(next - lat) < 1e-12) {
      lat = next
      break
    }
    lat = next
  }
  return [(Math.atan2(dx, dy) / N + LON0) / RAD, lat / RAD]
}
