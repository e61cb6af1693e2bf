// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiNote } from "@/lib/api/notes";
import { getQueryClient } from "@/lib/api/query-client";
import { queryKeys } from "@/lib/api/query-keys";
import { NotesPanel } from "./notes-panel";
import { testNote } from "./test-note";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const note = testNote;

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const page = (notes: ApiNote[], nextCursor: string | null = null) => ok({ notes, nextCursor });

/** Planned answers by method and path (the query string left out unless planned with it), taken in turn; the last repeats. */
let answers: Record<string, (Answer | Promise<Answer>)[]>;
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  answers = {};
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.replace(/^https?:\/\/[^/]+/, "");
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const planned = answers[`${method} ${path}`] ?? answers[`${method} ${path.split("?")[0]}`];
      if (!planned?.length) throw new Error(`No answer planned for ${method} ${path}`);
      const { status, body } = await (planned.length > 1 ? planned.shift()! : planned[0]!);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  getQueryClient().setQueryDefaults(queryKeys.notes.all, {});
  vi.unstubAllGlobals();
});

function openPanel() {
  render(
    <QueryClientProvider client={getQueryClient()}>
      <NotesPanel entityType="Application" entityID="a1" role="Underwriter" />
    </QueryClientProvider>,
  );
}

const deletes = () => sent.filter((request) => request.method === "DELETE").map((request) => request.body);

describe("removing a note", () => {
  it("after a refusal as stale, Delete again is based on the note as it is now, not on the copy refused", async () => {
    const changed = note({ updatedDate: "2026-01-03T09:00:00.000Z" });
    answers["GET /api/notes"] = [page([note()])];
    answers["DELETE /api/notes/n1"] = [
      { status: 409, body: { error: { code: "conflict", message: "This note was changed by someone else.", current: changed } } },
      ok({ ...changed, isActive: false, content: null, updatedDate: "2026-01-03T09:05:00.000Z" }),
    ];
    openPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Delete note by Morgan Gale" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete note" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(confirm).getByRole("alert").textContent).toContain("changed by someone else"));

    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete note" })).toBeNull());
    expect(deletes()).toEqual([{ updatedDate: "2026-01-02T10:00:00.000Z" }, { updatedDate: "2026-01-03T09:00:00.000Z" }]);
  });

  it("moves focus to the 'Note has been removed.' placeholder that takes the note's place", async () => {
    let listReadAgain!: () => void;
    const removed = note({ isActive: false, content: null, updatedDate: "2026-01-03T09:05:00.000Z" });
    answers["GET /api/notes"] = [page([note()]), new Promise((resolve) => (listReadAgain = () => resolve(page([removed]))))];
    answers["DELETE /api/notes/n1"] = [ok(removed)];
    openPanel();
    const button = await screen.findByRole("button", { name: "Delete note by Morgan Gale" });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete note" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete note" })).toBeNull());

    // The list read again after the removal answers as the network does, after the confirmation has closed.
    act(() => listReadAgain());
    const placeholder = await screen.findByRole("article", { name: "Removed note" });
    expect(placeholder.textContent).toBe("Note has been removed.");
    await waitFor(() => expect(document.activeElement).toBe(placeholder));
  });
});

describe("older notes", () => {
  it("a page that could not be loaded says so, through the list's next read, and Try again loads it", async () => {
    // The failure itself, without the read's own retries.
    getQueryClient().setQueryDefaults(queryKeys.notes.all, { retry: false });
    const olderPage = "GET /api/notes?entityType=Application&entityID=a1&limit=50&cursor=c1";
    answers["GET /api/notes"] = [page([note()], "c1")];
    answers[olderPage] = [{ status: 503, body: { error: { code: "unavailable", message: "Try later." } } }, page([note({ id: "n0", content: "Older note" })])];
    openPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Show older notes" }));
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toContain("Older notes could not be loaded.");

    // The list is read again every 15 seconds: the failure stays said.
    await act(() => getQueryClient().refetchQueries({ queryKey: queryKeys.notes.all }));
    expect(screen.getByRole("alert").textContent).toContain("Older notes could not be loaded.");

    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Older note")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent.filter((request) => `${request.method} ${request.path}` === olderPage)).toHaveLength(2);
  });
});

describe("writing a note", () => {
  it("gives focus back to the note box once Add note has sent it, rather than leaving it on the disabled button", async () => {
    answers["GET /api/notes"] = [page([])];
    answers["POST /api/notes"] = [ok(note({ id: "n2", content: "Loss runs received" }))];
    openPanel();
    const box = await screen.findByRole("textbox", { name: "New note" });
    fireEvent.change(box, { target: { value: "Loss runs received" } });
    const add = screen.getByRole("button", { name: "Add note" });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(sent.some((request) => request.method === "POST")).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect((box as HTMLTextAreaElement).value).toBe("");
  });
});
