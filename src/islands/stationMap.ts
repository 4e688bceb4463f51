// The stations map's OpenLayers code (components/maps/stationMap.ts) as an island of its own: the stations
// island (./stations.ts) adds it, and its stylesheet, when the map comes near the viewport, and builds the
// map with what this leaves on the window. A classic script, like the other islands, so it carries all of
// OpenLayers that the map uses.
import { createStationMap } from '@/components/maps/stationMap'
import type { StationMapGlobal } from './stations'

;(window as Window & StationMapGlobal).__createStationMap = createStationMap
