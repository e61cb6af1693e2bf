// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "@/lib/api/query-client";
import PolicyActionDialog from "./policy-action-dialog";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const target = {
  appID: "a1",
  status: "CancellationRequested",
  updatedDate: "2026-11-01T00:00:00.000Z",
  productName: "General Liability",
  effectiveDate: "2026-01-01",
  expirationDate: "2027-01-01",
};
const cancellation = { id: "c1", updatedDate: "2026-11-02T00:00:00.000Z", status: "CancellationRequested" };

function denyDialog(onClose: (wrote: boolean) => void) {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <PolicyActionDialog action="denyCancellation" role="Underwriter" target={target} cancellation={cancellation} onClose={onClose} />
    </QueryClientProvider>,
  );
}

/** The dialog's two Close buttons: the corner's and the footer's. */
async function closeEveryWay() {
  const buttons = await screen.findAllByRole("button", { name: "Close" });
  expect(buttons).toHaveLength(2);
  for (const button of buttons) fireEvent.click(button);
}

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  vi.unstubAllGlobals();
  router.refresh.mockClear();
});

/** Every request answered with `body`. */
const answering = (body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })),
  );

describe("a policy action's dialog, closed", () => {
  it("without a write says nothing was written, so the policy is not read again for nothing", async () => {
    const onClose = vi.fn();
    denyDialog(onClose);
    await closeEveryWay();
    expect(onClose.mock.calls).toEqual([[false], [false]]);
  });

  it("after a write the server refused as stale says one reached it: the policy changed, and is read again", async () => {
    const current = { ...cancellation, status: "CancellationDenied" };
    const refusal = { error: { code: "conflict", message: "This cancellation was changed by someone else.", current } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 409, headers: { "content-type": "application/json" } })),
    );
    const onClose = vi.fn();
    denyDialog(onClose);
    fireEvent.click(await screen.findByRole("button", { name: "Deny Cancellation" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("changed by someone else"));
    await closeEveryWay();
    expect(onClose.mock.calls).toEqual([[true], [true]]);
  });
});

describe("a policy action's dialog and the navigation", () => {
  it("a request that starts a record reads the page again, so the navigation can show its Policy History link", async () => {
    answering({ id: "r1", status: "ReinstatementRequested", updatedDate: "2026-11-03T00:00:00.000Z" });
    render(
      <QueryClientProvider client={getQueryClient()}>
        <PolicyActionDialog action="requestReinstatement" role="Agent" target={{ ...target, status: "PolicyCancelled" }} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: "The premium has been paid." } });
    fireEvent.click(screen.getByRole("button", { name: "Request Reinstatement" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
  });

  it("a decision on a request does not", async () => {
    answering({ ...cancellation, status: "CancellationDenied" });
    const onClose = vi.fn();
    denyDialog(onClose);
    fireEvent.click(await screen.findByRole("button", { name: "Deny Cancellation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
