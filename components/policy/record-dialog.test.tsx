// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "@/lib/api/query-client";
import { queryKeys } from "@/lib/api/query-keys";
import type { ApiCancellation } from "@/lib/schemas/policy-records";
import RecordDialog from "./record-dialog";

const cancelled: ApiCancellation = {
  id: "older",
  appID: "a1",
  submissionID: "s1",
  insuredName: "Acme",
  productLabel: "General Liability",
  productIconUrl: null,
  policyNo: "POL-1",
  reason: "Non-payment",
  updatedDate: "2026-06-01T00:00:00.000Z",
  documents: [],
  notes: [],
  requestedBy: "u1",
  requestedByDisplayValue: "Una Underwriter",
  requestedDate: "2026-06-01T00:00:00.000Z",
  status: "PolicyCancelled",
  cancellationDate: "2026-06-01",
  returnPremium: null,
};

/** The policy as the dialog reads it: in `status`, its latest cancellation `cancellationID`; the record's history empty. */
function policyAnswers(policy: { status: string; cancellationID: string }) {
  const app = {
    appID: "a1",
    submissionID: "s1",
    updatedDate: "2026-07-01T00:00:00.000Z",
    effectiveDate: "2026-01-01",
    expirationDate: "2027-01-01",
    ...policy,
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = String(url).includes("/status-history") ? [] : app;
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
}

function openRecord() {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <RecordDialog kind="cancellation" record={cancelled} role="Underwriter" onClose={() => undefined} onCancelCancellation={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

describe("a cancellation's dialog offers Cancel Cancellation", () => {
  it("on the policy's latest cancellation, the one that put it in its status", async () => {
    policyAnswers({ status: "PolicyCancelled", cancellationID: "older" });
    openRecord();
    expect(await screen.findByRole("button", { name: "Cancel Cancellation" })).toBeTruthy();
  });

  it("never on one a newer cancellation replaced: cancelling it would revert the policy under the newer one", async () => {
    // Cancelled, reinstated, and a new cancellation requested: the older record still reads PolicyCancelled.
    policyAnswers({ status: "CancellationRequested", cancellationID: "newer" });
    openRecord();
    await waitFor(() => expect(getQueryClient().getQueryData(queryKeys.applications.one("a1"))).toBeDefined());
    await screen.findByRole("list", { name: "Status history of the cancellation" });
    expect(screen.queryByRole("button", { name: "Cancel Cancellation" })).toBeNull();
  });
});
