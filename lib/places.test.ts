import { describe, expect, it, vi } from "vitest";
import { PLACES_NOT_LOADED, addressFromPlace, createPlacesLoader, type PlacesApi } from "./places";

const api = { Autocomplete: vi.fn() } as unknown as PlacesApi;

describe("Places loading", () => {
  it("without a key loads nothing and logs nothing", async () => {
    const deps = { injectScript: vi.fn(), places: vi.fn(), log: vi.fn() };
    expect(await createPlacesLoader(deps)(undefined)).toBeNull();
    expect(deps.injectScript).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
  });

  it("logs 'Google Places API not loaded' when the script fails, and answers null so manual entry goes on", async () => {
    const deps = { injectScript: vi.fn().mockRejectedValue(new Error("offline")), places: () => undefined, log: vi.fn() };
    expect(await createPlacesLoader(deps)("key")).toBeNull();
    expect(deps.log).toHaveBeenCalledWith(PLACES_NOT_LOADED);
    expect(PLACES_NOT_LOADED).toBe("Google Places API not loaded");
  });

  it("logs it too when the script loads without the places library", async () => {
    const deps = { injectScript: vi.fn().mockResolvedValue(undefined), places: () => undefined, log: vi.fn() };
    expect(await createPlacesLoader(deps)("key")).toBeNull();
    expect(deps.log).toHaveBeenCalledWith(PLACES_NOT_LOADED);
  });

  it("loads the script once per key, with the places library", async () => {
    let loaded: PlacesApi | undefined;
    const deps = {
      injectScript: vi.fn(async () => {
        loaded = api;
      }),
      places: () => loaded,
      log: vi.fn(),
    };
    const load = createPlacesLoader(deps);
    expect(await load("k 1")).toBe(api);
    expect(await load("k 1")).toBe(api);
    expect(deps.injectScript).toHaveBeenCalledTimes(1);
    expect(deps.injectScript.mock.calls[0]).toEqual(["https://maps.googleapis.com/maps/api/js?key=k%201&libraries=places&loading=async"]);
  });
});

describe("addressFromPlace", () => {
  const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

  it("takes street, city, two-letter state, zip and coordinates", () => {
    expect(
      addressFromPlace({
        address_components: [
          component("401", "401", "street_number"),
          component("Congress Avenue", "Congress Ave", "route"),
          component("Austin", "Austin", "locality", "political"),
          component("Texas", "TX", "administrative_area_level_1", "political"),
          component("78701", "78701", "postal_code"),
        ],
        geometry: { location: { lat: () => 30.2672, lng: () => -97.7431 } },
      }),
    ).toEqual({ streetAddress: "401 Congress Avenue", city: "Austin", state: "TX", zip: "78701", coordinates: { latitude: 30.2672, longitude: -97.7431 } });
  });

  it("leaves the state empty outside the 50 states", () => {
    expect(addressFromPlace({ address_components: [component("District of Columbia", "DC", "administrative_area_level_1")] }).state).toBe("");
  });
});
