"use client";

import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useBusinessTypes } from "@/lib/api/catalog";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { Button } from "@/components/ui/button";

export const CLASS_CODES_PAGE_SIZE = 5;
const CODE_COLUMNS = ["NAICS", "ISO CGL", "SIC"] as const;

/** '{product} Class Codes': every business type of the product with its codes, five rows a page. */
export function ClassCodesDialog({
  product,
  open,
  onOpenChange,
}: {
  product: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [page, setPage] = useState(0);
  const types = useBusinessTypes({ productIDs: [product.id] }, open);
  const rows = types.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / CLASS_CODES_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * CLASS_CODES_PAGE_SIZE, (current + 1) * CLASS_CODES_PAGE_SIZE);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPage(0);
        onOpenChange(next);
      }}
      title={`${product.name} Class Codes`}
      size={755}
      footer={
        rows.length > CLASS_CODES_PAGE_SIZE ? (
          <nav aria-label="Class code pages" className="flex w-full items-center justify-between gap-3">
            <Button onClick={() => setPage(current - 1)} disabled={current === 0} variant="secondary">
              Previous
            </Button>
            <span className="text-sm text-slate-600" aria-live="polite">
              Page {current + 1} of {pages}
            </span>
            <Button onClick={() => setPage(current + 1)} disabled={current >= pages - 1} variant="secondary">
              Next
            </Button>
          </nav>
        ) : undefined
      }
    >
      {types.isPending ? (
        <LoadingState variant="panel" label="Loading class codes…" />
      ) : types.isError ? (
        <ErrorState variant="panel" message="We could not load the class codes." onRetry={() => void types.refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">No Results Found</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {product.name} class codes, page {current + 1} of {pages}
          </caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Business type
              </th>
              {CODE_COLUMNS.map((label) => (
                <th key={label} scope="col" className="py-2 pr-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((type) => (
              <tr key={type.id}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {type.title}
                </th>
                {CODE_COLUMNS.map((label) => (
                  <td key={label} className="py-2 pr-3 text-slate-700 tabular-nums">
                    {type.codes.find((c) => c.label === label)?.code ?? "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
