"use client";

import { useEffect, useRef } from "react";
import type { FieldErrors } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { lookupZipCode } from "@/lib/api/zip-codes";
import { TEXT_MAX } from "@/lib/domain/insured";
import { usStates } from "@/lib/domain/us-states";
import type { AddressForm } from "@/lib/forms/company-info";
import { addressFromPlace, type PlacesApi } from "@/lib/places";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export interface AddressFieldsProps {
  legend: string;
  /** Prefix of the inputs' ids, e.g. "physicalAddress". */
  name: "physicalAddress" | "mailingAddress";
  value: AddressForm;
  onChange: (next: AddressForm) => void;
  errors?: FieldErrors<AddressForm>;
  places: PlacesApi | null;
  disabled?: boolean;
}

/**
 * Street, apt/suite, ZIP, city and state. A complete ZIP fills city and state
 * from the bundled ZIP data; with Places loaded, choosing a suggestion fills
 * everything. Typing is always possible.
 */
export function AddressFields({ legend, name, value, onChange, errors, places, disabled }: AddressFieldsProps) {
  const streetRef = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const input = streetRef.current;
    if (!places || !input) return;
    const autocomplete = new places.Autocomplete(input, {
      componentRestrictions: { country: "us" },
      fields: ["address_components", "geometry"],
      types: ["address"],
    });
    const listener = autocomplete.addListener("place_changed", () => {
      const found = addressFromPlace(autocomplete.getPlace());
      if (!found.streetAddress) return;
      onChangeRef.current({ ...latest.current, ...found, isManuallyEntered: false });
    });
    return () => listener.remove();
  }, [places]);

  const zipAbort = useRef<AbortController | null>(null);
  useEffect(() => () => zipAbort.current?.abort(), []);

  const set = (patch: Partial<AddressForm>) => onChange({ ...value, ...patch });
  const id = (field: keyof AddressForm) => `${name}-${field}`;
  const error = (field: keyof AddressForm) => errors?.[field]?.message;

  function changeZip(zip: string) {
    set({ zip, isManuallyEntered: true });
    zipAbort.current?.abort();
    if (!/^\d{5}$/.test(zip)) return;
    const controller = new AbortController();
    zipAbort.current = controller;
    void lookupZipCode(zip).then((place) => {
      if (!place || controller.signal.aborted || latest.current.zip !== zip) return;
      onChangeRef.current({ ...latest.current, city: place.city, state: place.state });
    });
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5" disabled={disabled}>
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-6">
        <Field
          id={id("streetAddress")}
          label="Street address"
          required
          error={error("streetAddress")}
          hint={places ? "Start typing and choose the address from the suggestions, or type it in full." : undefined}
          className="sm:col-span-4"
        >
          {(control) => (
            <Input
              {...control}
              ref={streetRef}
              type="text"
              autoComplete={places ? "off" : "address-line1"}
              maxLength={TEXT_MAX}
              value={value.streetAddress}
              onChange={(e) => set({ streetAddress: e.target.value, isManuallyEntered: true, coordinates: null })}
            />
          )}
        </Field>
        <Field id={id("aptSuite")} label="Apt/Suite" error={error("aptSuite")} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="address-line2"
              maxLength={TEXT_MAX}
              value={value.aptSuite}
              onChange={(e) => set({ aptSuite: e.target.value })}
            />
          )}
        </Field>
        <Field id={id("zip")} label="ZIP code" required error={error("zip")} hint="City and state fill in from the ZIP code." className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              value={value.zip}
              onChange={(e) => changeZip(e.target.value.replace(/[^\d-]/g, ""))}
            />
          )}
        </Field>
        <Field id={id("city")} label="City" required error={error("city")} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="address-level2"
              maxLength={TEXT_MAX}
              value={value.city}
              onChange={(e) => set({ city: e.target.value })}
            />
          )}
        </Field>
        <Field id={id("state")} label="State" required error={error("state")} className="sm:col-span-2">
          {(control) => (
            <Select {...control} autoComplete="address-level1" value={value.state} onChange={(e) => set({ state: e.target.value })}>
              <option value="">Select a state</option>
              {usStates.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.code} – {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
