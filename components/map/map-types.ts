/** The props contract of the route map, shared by its SVG and Google variants. */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapStop {
  position: number;
  name: string;
  coordinates: MapPoint;
  main: boolean;
}

export interface MapRoute {
  id: number;
  name: string;
  /** '#rrggbb' */
  color: string;
  stops: MapStop[];
}

export interface MapPlace {
  id: number;
  name: string;
  /** monument, museum, park, … */
  kind: string;
  coordinates: MapPoint;
}

export interface MapLabels {
  /** Accessible name of the map figure, e.g. "Map of the route of Paris Hop-On Hop-Off" */
  title: string;
  /** "Stops" */
  stops: string;
  /** "Main stops" */
  mainStops: string;
  /** "Meeting point" */
  meetingPoint: string;
  /** "Sights" */
  sights: string;
  /** "Open the full-screen map" (link text, shown only when fullScreenHref is given) */
  openFullScreen?: string;
}

export interface RouteMapProps {
  /** One route on a product page; several (one per product) on a city page. */
  routes: MapRoute[];
  /** Points of interest shown as small markers (name in <title>). */
  places?: MapPlace[];
  meetingPoint?: { name: string; coordinates: MapPoint };
  center: MapPoint;
  /** Google zoom level, used by the Google variant only. */
  zoom: number;
  labels: MapLabels;
  /** Link to the full-screen map page when given. */
  fullScreenHref?: string;
  /** 'full' fills its container's height (map-viewer page). */
  variant?: 'inline' | 'full';
  /** BCP 47 locale of the page, for the scale bar's distance and Google's map labels; defaults to 'en'. */
  locale?: string;
}
