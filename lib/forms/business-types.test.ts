import { describe, expect, it } from "vitest";
import { businessTypeMessages as m } from "@/lib/domain/business-types";
import { businessTypeResolver, type BusinessTypeForm } from "./business-types";

const row = (id: string, value: string) => ({ id, title: `Type ${id.slice(0, 4)}`, description: "", codes: [], value });
const a = "0b6c1d8e-3f2a-4c5b-9d7e-1a2b3c4d5e6f";
const b = "1c7d2e9f-4a3b-4d6c-8e8f-2b3c4d5e6f70";
const resolve = (form: BusinessTypeForm) =>
  businessTypeResolver(form, undefined, { fields: {}, names: [], criteriaMode: "all", shouldUseNativeValidation: false });

describe("businessTypeResolver (the route schema over the rows as typed)", () => {
  it("puts a row's message on its percentage and every list message under the list's types", async () => {
    const { errors } = await resolve({ rows: [row(a, ""), row(b, "30")] });
    expect(errors.rows?.[0]?.value?.message).toBe(m.rowRequired);
    expect(errors.rows?.[1]?.value?.message).toBe(m.rowTotal);
    expect(Object.values(errors.rows?.types ?? {}).flat()).toEqual([m.fillPercentages, m.totalNot100]);
  });

  it("gives a percentage of just '.' the range message, not a message about types", async () => {
    const { errors } = await resolve({ rows: [row(a, "."), row(b, "100")] });
    expect(errors.rows?.[0]?.value?.message).toBe(m.range);
  });

  it("says when none is selected", async () => {
    const { errors } = await resolve({ rows: [] });
    expect(errors.rows?.message).toBe(m.noneSelected);
  });

  it("passes the rows as typed when they hold", async () => {
    const form = { rows: [row(a, "60"), row(b, " 40 ")] };
    expect(await resolve(form)).toEqual({ values: form, errors: {} });
  });
});
