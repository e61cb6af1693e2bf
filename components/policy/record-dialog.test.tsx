// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "@/lib/api/query-client";
import { queryKeys } from "@/lib/api/query-keys";
import type { ApiCancellation } from "@/lib/schemas/policy-records";
import { ShellContext } from "@/components/shell/shell-context";
import type { Flags } from "@/lib/flags";
import RecordDialog from "./record-dialog";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

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

/** The dialog of the cancellation, as `role`, with the notes panel on (no notes yet) and the policy in force under it. */
async function openWithNotes(role: "Agent" | "Underwriter", handlers: { onClose: () => void; onCancelCancellation?: () => void }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = String(url);
      const body = path.includes("/api/notes")
        ? { notes: [], nextCursor: null }
        : path.includes("/status-history")
          ? []
          : { appID: "a1", submissionID: "s1", status: "PolicyCancelled", cancellationID: "older", updatedDate: "2026-07-01T00:00:00.000Z" };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  render(
    <QueryClientProvider client={getQueryClient()}>
      <ShellContext.Provider value={{ role, flags: { marketplaceNotes: true } as Flags }}>
        <RecordDialog kind="cancellation" record={cancelled} role={role} {...handlers} />
      </ShellContext.Provider>
    </QueryClientProvider>,
  );
  const record = await screen.findByRole("dialog", { name: "Cancellation of General Liability" });
  await within(record).findByRole("textbox", { name: "New note" });
  return record;
}

const TEXT = "The insured asked about the return premium.";

describe("a record's dialog with its notes panel", () => {
  it("asks 'Unsaved note' before closing on a note being written: Stay keeps the dialog and the text, Leave closes", async () => {
    const onClose = vi.fn();
    const record = await openWithNotes("Agent", { onClose });
    fireEvent.change(within(record).getByRole("textbox", { name: "New note" }), { target: { value: TEXT } });

    // The footer's Close and the corner's.
    for (const close of within(record).getAllByRole("button", { name: "Close" })) {
      fireEvent.click(close);
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Unsaved note" })).getByRole("button", { name: "Stay on this page" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Unsaved note" })).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      expect(within(record).getByRole<HTMLTextAreaElement>("textbox", { name: "New note" }).value).toBe(TEXT);
    }

    fireEvent.click(within(record).getAllByRole("button", { name: "Close" })[0]!);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Unsaved note" })).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("asks the same before Cancel Cancellation, which closes it for its own confirmation", async () => {
    const onCancelCancellation = vi.fn();
    const record = await openWithNotes("Underwriter", { onClose: () => undefined, onCancelCancellation });
    fireEvent.change(within(record).getByRole("textbox", { name: "New note" }), { target: { value: TEXT } });
    fireEvent.click(await within(record).findByRole("button", { name: "Cancel Cancellation" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Unsaved note" })).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(onCancelCancellation).toHaveBeenCalledTimes(1));
  });

  it("closes at once when no note is being written", async () => {
    const onClose = vi.fn();
    const record = await openWithNotes("Agent", { onClose });
    fireEvent.click(within(record).getAllByRole("button", { name: "Close" })[0]!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Unsaved note" })).toBeNull();
  });
});
