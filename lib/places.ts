/**
 * Street autocomplete through the Google Places script, when a key is
 * configured (NEXT_PUBLIC_GOOGLE_PLACES_API_KEY). Anything that keeps it from
 * loading logs 'Google Places API not loaded' (spec 1 §8) and leaves manual
 * entry, which always works.
 */
import { isUsStateCode } from "@/lib/domain/us-states";

export const PLACES_NOT_LOADED = "Google Places API not loaded";

export interface PlaceResult {
  address_components?: { long_name: string; short_name: string; types: string[] }[];
  geometry?: { location?: { lat: () => number; lng: () => number } };
}

export interface PlacesAutocomplete {
  addListener: (event: "place_changed", handler: () => void) => { remove: () => void };
  getPlace: () => PlaceResult;
}

export interface PlacesApi {
  Autocomplete: new (input: HTMLInputElement, options: { componentRestrictions: { country: string }; fields: string[]; types: string[] }) => PlacesAutocomplete;
}

type PlacesWindow = { google?: { maps?: { places?: PlacesApi } } };

export interface PlacesLoaderDeps {
  injectScript: (src: string) => Promise<void>;
  places: () => PlacesApi | undefined;
  log: (message: string) => void;
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(PLACES_NOT_LOADED));
    document.head.appendChild(script);
  });
}

const browserDeps = (): PlacesLoaderDeps => ({
  injectScript,
  places: () => (window as unknown as PlacesWindow).google?.maps?.places,
  log: (message) => console.error(message),
});

/** A loader that fetches the script once and answers the Places API, or null (logged) when it cannot. */
export function createPlacesLoader(deps: PlacesLoaderDeps) {
  const byKey = new Map<string, Promise<PlacesApi | null>>();
  return (apiKey: string | undefined): Promise<PlacesApi | null> => {
    if (!apiKey) return Promise.resolve(null);
    let loading = byKey.get(apiKey);
    if (!loading) {
      const existing = deps.places();
      const src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async`;
      loading = (existing ? Promise.resolve() : deps.injectScript(src))
        .then(() => {
          const places = deps.places();
          if (!places) throw new Error(PLACES_NOT_LOADED);
          return places;
        })
        .catch(() => {
          deps.log(PLACES_NOT_LOADED);
          return null;
        });
      byKey.set(apiKey, loading);
    }
    return loading;
  };
}

let browserLoader: ReturnType<typeof createPlacesLoader> | undefined;

export function loadPlaces(apiKey: string | undefined): Promise<PlacesApi | null> {
  browserLoader ??= createPlacesLoader(browserDeps());
  return browserLoader(apiKey);
}

export interface PlaceAddress {
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  coordinates: { latitude: number; longitude: number } | null;
}

/** The address parts of a chosen place; the state only when it is one of the 50. */
export function addressFromPlace(place: PlaceResult): PlaceAddress {
  const part = (type: string, short = false) => {
    const component = place.address_components?.find((c) => c.types.includes(type));
    return component ? (short ? component.short_name : component.long_name) : "";
  };
  const streetAddress = [part("street_number"), part("route")].filter(Boolean).join(" ");
  const state = part("administrative_area_level_1", true);
  const location = place.geometry?.location;
  return {
    streetAddress,
    city: part("locality") || part("postal_town") || part("sublocality") || part("administrative_area_level_3"),
    state: isUsStateCode(state) ? state : "",
    zip: part("postal_code"),
    coordinates: location ? { latitude: location.lat(), longitude: location.lng() } : null,
  };
}
