"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useTransition, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { dashboardFilterNames, dashboardHref, type DashboardFilterName, type DashboardFilterValues } from "@/lib/dashboard-address";

export interface FilterOption {
  value: string;
  label: string;
}

export interface DashboardFiltersProps {
  /** The filters as the address has them, the dates filled with the range shown. */
  values: DashboardFilterValues;
  options: { products: FilterOption[]; states: FilterOption[]; carriers: FilterOption[]; agencies: FilterOption[] | null };
  /** The server's word on a filter it could not answer for, shown beside it. */
  errors: Partial<Record<DashboardFilterName, string>>;
  /** The figures for the filters of the address, dimmed while those of the next render. */
  children: ReactNode;
}

/**
 * The dashboard's filters, kept in the address: Apply puts them there (a new
 * history entry, so Back returns to the earlier ones) and the server renders
 * the figures. The fields start from the address; the page remounts this
 * form whenever the address changes, Back included.
 */
export function DashboardFilters({ values, options, errors, children }: DashboardFiltersProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(dashboardFilterNames.map((name) => [name, String(form.get(name) ?? "")]));
    startTransition(() => router.push(dashboardHref(chosen)));
  };

  const choice = (name: DashboardFilterName, label: string, all: string, choices: FilterOption[]) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <Select {...control} name={name} defaultValue={values[name]}>
          <option value="">{all}</option>
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <>
      <form
        role="search"
        aria-label="Filter the dashboard"
        action="/dashboard"
        method="get"
        onSubmit={apply}
        noValidate
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field id={`${id}-from`} label="From" error={errors.from}>
          {(control) => <Input {...control} type="date" name="from" defaultValue={values.from} />}
        </Field>
        <Field id={`${id}-to`} label="To" error={errors.to}>
          {(control) => <Input {...control} type="date" name="to" defaultValue={values.to} />}
        </Field>
        {choice("productID", "Product", "All products", options.products)}
        {choice("state", "State", "All states", options.states)}
        {choice("carrierID", "Carrier", "All carriers", options.carriers)}
        {options.agencies ? choice("agencyID", "Agency", "All agencies", options.agencies) : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-2">
          <Button type="submit">Apply</Button>
          <Link href="/dashboard" className="inline-flex h-10 items-center text-sm font-medium text-brand-700 hover:underline">
            Clear filters
          </Link>
          <p role="status" className="inline-flex h-10 items-center gap-2 text-sm text-slate-600">
            {pending ? (
              <>
                <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" />
                Updating the figures…
              </>
            ) : null}
          </p>
        </div>
      </form>
      <div aria-busy={pending || undefined} className={pending ? "opacity-60 transition-opacity" : "transition-opacity"}>
        {children}
      </div>
    </>
  );
}
