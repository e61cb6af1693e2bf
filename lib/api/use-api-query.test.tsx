// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useApplicationView } from "./application-view";
import { updateApplication } from "./application-writes";
import { invalidate, invalidateWhenSettled } from "./cache-updates";
import { ApiError } from "./client";
import { storeDocument } from "./documents";
import { useNotesScope, type NotesScope } from "./notes";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { nextPagePath, useApiPages } from "./use-api-pages";
import { useApiQuery } from "./use-api-query";

type Answer = { status: number; body: unknown };
let answers: Record<string, (Answer | Promise<Answer>)[] | ((url: string) => Answer)>;
let asked: string[];

function answer(url: string): Answer | Promise<Answer> {
  const path = url.replace(/^https?:\/\/[^/]+/, "");
  const planned = answers[path] ?? answers[path.split("?")[0]!];
  if (typeof planned === "function") return planned(path);
  if (!planned?.length) throw new Error(`No answer planned for ${path}`);
  return planned.length > 1 ? planned.shift()! : planned[0]!;
}

beforeEach(() => {
  answers = {};
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      const { status, body } = await answer(url);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
});

afterEach(() => {
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
const ok = (body: unknown): Answer => ({ status: 200, body });

describe("query keys", () => {
  it("start with their resource's key, which tells what a write changed", () => {
    const prefixed = (all: readonly unknown[], key: readonly unknown[]) => expect(key.slice(0, all.length)).toEqual(all);
    prefixed(queryKeys.applications.all, queryKeys.applications.one("a1"));
    prefixed(queryKeys.submissions.all, queryKeys.submissions.one("s1"));
    prefixed(queryKeys.submissions.all, queryKeys.submissions.list({ search: "x", sort: "-updated" }));
    prefixed(queryKeys.submissions.all, queryKeys.submissions.sameAgency("s1", "x"));
    prefixed(queryKeys.records.all, queryKeys.records.one("cancellation", "c1"));
    prefixed(queryKeys.records.all, queryKeys.records.history("reinstatement", "r1"));
    prefixed(queryKeys.endorsements.all, queryKeys.endorsements.history("e1"));
    prefixed(queryKeys.notes.all, queryKeys.notes.scope({ submissionID: "s1" }));
  });

  it("tell different reads apart", () => {
    expect(queryKeys.records.one("cancellation", "x")).not.toEqual(queryKeys.records.one("reinstatement", "x"));
    expect(queryKeys.submissions.one("x")).not.toEqual(queryKeys.submissions.list({ cursor: "x", sort: "-updated" }));
  });
});

describe("useApiQuery", () => {
  it("paints the server's answer without reading it, and screens showing the same thing share one read", async () => {
    const app = { appID: "a1", status: "InProgress" };
    const painted = renderHook(() => useApplicationView("a1", app as never), { wrapper });
    expect(painted.result.current.data).toEqual(app);
    const again = renderHook(() => useApplicationView("a1"), { wrapper });
    expect(again.result.current.data).toEqual(app);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);

    answers["/api/submission/s1"] = [ok({ submissionID: "s1" })];
    const first = renderHook(() => useApiQuery(queryKeys.submissions.one("s1"), "/api/submission/s1"), { wrapper });
    const second = renderHook(() => useApiQuery(queryKeys.submissions.one("s1"), "/api/submission/s1"), { wrapper });
    await waitFor(() => expect(second.result.current.data).toEqual({ submissionID: "s1" }));
    expect(first.result.current.data).toEqual({ submissionID: "s1" });
    expect(asked).toEqual(["/api/submission/s1"]);
  });

  it("reads nothing and shows nothing without a path", async () => {
    const { result } = renderHook(() => useApiQuery(queryKeys.applications.one(""), null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    expect(asked).toEqual([]);
  });

  it("does not try again an answer that the thing is not there (4xx), and tries a server failure again", async () => {
    answers["/api/applications/gone"] = [{ status: 404, body: { error: { code: "not_found", message: "Application not found." } } }];
    const gone = renderHook(() => useApiQuery(queryKeys.applications.one("gone"), "/api/applications/gone"), { wrapper });
    await waitFor(() => expect(gone.result.current.isError).toBe(true));
    expect(gone.result.current.error).toBeInstanceOf(ApiError);
    expect(asked).toEqual(["/api/applications/gone"]);

    answers["/api/applications/flaky"] = [{ status: 503, body: {} }, ok({ appID: "flaky" })];
    const flaky = renderHook(() => useApiQuery(queryKeys.applications.one("flaky"), "/api/applications/flaky"), { wrapper });
    await waitFor(() => expect(flaky.result.current.data).toEqual({ appID: "flaky" }), { timeout: 3_000 });
    expect(asked.filter((url) => url.endsWith("flaky"))).toHaveLength(2);
  });

  it("keeps the last answer on screen, marked as an earlier one, while the next key's loads", async () => {
    answers["/api/submissions"] = (path) => ok({ search: new URLSearchParams(path.split("?")[1]).get("search") });
    const { result, rerender } = renderHook(
      ({ search }) => useApiQuery(queryKeys.submissions.list({ search, sort: "-updated" }), `/api/submissions?search=${search}`),
      {
        wrapper,
        initialProps: { search: "a" },
      },
    );
    await waitFor(() => expect(result.current.data).toEqual({ search: "a" }));
    rerender({ search: "b" });
    expect(result.current).toMatchObject({ data: { search: "a" }, isPlaceholderData: true });
    await waitFor(() => expect(result.current).toMatchObject({ data: { search: "b" }, isPlaceholderData: false }));
  });
});

describe("writes", () => {
  it("what a write changed is read again, by id: not another application, nor notes", async () => {
    answers["/api/applications/a1"] = [ok({ appID: "a1", status: "Working", updatedDate: "2" })];
    answers["/api/notes"] = [ok({ notes: [], nextCursor: null })];
    const app = renderHook(() => useApplicationView("a1", { appID: "a1", submissionID: "s1", status: "InProgress", updatedDate: "1" } as never), { wrapper });
    const other = renderHook(() => useApplicationView("a2", { appID: "a2", submissionID: "s2", status: "InProgress", updatedDate: "1" } as never), { wrapper });
    const notes = renderHook(() => useNotesScope({ submissionID: "s1" }), { wrapper });
    await waitFor(() => expect(notes.result.current.isPending).toBe(false));
    asked = [];
    await act(() => invalidate({ kind: "application", appID: "a1" }));
    await waitFor(() => expect(app.result.current.data).toMatchObject({ status: "Working", updatedDate: "2" }));
    expect(asked).toEqual(["/api/applications/a1"]);
    expect(other.result.current.data).toMatchObject({ appID: "a2", updatedDate: "1" });
  });

  it("a note's write reads again the notes lists it shows in, from its answer, and not another submission's", async () => {
    const note = { id: "n2", entityType: "Application", entityID: "a1", submissionID: "s1" };
    let written = false;
    answers["/api/notes"] = (path) => ok({ notes: written && path.includes("s1") ? [note] : [], nextCursor: null });
    const mine = renderHook(() => useNotesScope({ submissionID: "s1" }), { wrapper });
    const theirs = renderHook(() => useNotesScope({ submissionID: "s9" }), { wrapper });
    await waitFor(() => expect(mine.result.current.isPending || theirs.result.current.isPending).toBe(false));
    asked = [];
    written = true;
    await invalidateWhenSettled(Promise.resolve(note), (answer) => [
      { kind: "note", id: answer?.id, entityID: answer?.entityID, submissionID: answer?.submissionID },
    ]);
    await waitFor(() => expect(mine.result.current.data?.notes).toEqual([note]));
    expect(asked).toEqual(["/api/notes?submissionID=s1&limit=50"]);
  });

  it("a write refused as stale (409) puts the application as it now is in place at once, before it is read again", async () => {
    const current = { appID: "a1", status: "Working", updatedDate: "2" };
    const conflict = { status: 409, body: { error: { code: "conflict", message: "This application was changed by someone else.", current } } };
    // The PATCH is refused; the read again that follows never answers, so what shows can only be the refusal's.
    answers["/api/applications/a1"] = [conflict, new Promise<Answer>(() => undefined)];
    const app = renderHook(() => useApplicationView("a1", { appID: "a1", status: "InProgress", updatedDate: "1" } as never), { wrapper });
    await expect(updateApplication({ appID: "a1", updatedDate: "1" }, { status: "Working" })).rejects.toMatchObject({ status: 409 });
    await waitFor(() => expect(app.result.current.data).toEqual(current));
  });

  it("an upload is on the application on screen the moment it is stored, before the application is read again", async () => {
    const stored = { id: "d1", appID: "a1", uploaderType: "Agent", isActive: true };
    // The server stores the file; the read again that follows never answers, so what shows can only be the upload's answer.
    vi.stubGlobal(
      "XMLHttpRequest",
      class {
        status = 201;
        responseText = JSON.stringify(stored);
        upload = {};
        onload: () => void = () => undefined;
        open() {}
        send() {
          queueMicrotask(() => this.onload());
        }
      },
    );
    answers["/api/applications/a1"] = [new Promise<Answer>(() => undefined)];
    const app = renderHook(() => useApplicationView("a1", { appID: "a1", status: "QuoteApproved", updatedDate: "1", documents: [] } as never), { wrapper });
    const upload = { appID: "a1", file: new Blob(["%PDF"]), filename: "Signed.pdf", category: "upload_view_upload", uploaderType: "Agent" } as const;
    await act(() => storeDocument({ upload }));
    expect(getQueryClient().getQueryData<{ documents: unknown[] }>(queryKeys.applications.one("a1"))?.documents).toEqual([stored]);
    await waitFor(() => expect(app.result.current.data?.documents).toEqual([stored]));
  });

  it("notes of another view never stand in while a view's own load", async () => {
    answers["/api/notes"] = (path) => (path.includes("s1") ? ok({ notes: [{ id: "n1" }], nextCursor: null }) : { status: 200, body: undefined });
    answers["/api/notes?entityType=Application&entityID=a1&limit=50"] = [new Promise<Answer>(() => undefined)];
    const { result, rerender } = renderHook(({ scope }) => useNotesScope(scope), { wrapper, initialProps: { scope: { submissionID: "s1" } as NotesScope } });
    await waitFor(() => expect(result.current.data?.notes).toEqual([{ id: "n1" }]));
    rerender({ scope: { entityType: "Application", entityID: "a1" } });
    expect(result.current).toMatchObject({ isPending: true, data: undefined, pages: [] });
  });

  it("a write refused as stale (409) still has what it would have changed read again, and the refusal reaches the caller", async () => {
    answers["/api/notes"] = [ok({ notes: [{ id: "n1" }], nextCursor: null }), ok({ notes: [{ id: "n1" }, { id: "n2" }], nextCursor: null })];
    const notes = renderHook(() => useNotesScope({ submissionID: "s1" }), { wrapper });
    await waitFor(() => expect(notes.result.current.data?.notes).toHaveLength(1));
    const refused = new ApiError(409, "stale", "This note changed since you opened it.");
    await expect(invalidateWhenSettled(Promise.reject(refused), () => [{ kind: "note", submissionID: "s1" }])).rejects.toBe(refused);
    await waitFor(() => expect(notes.result.current.data?.notes).toHaveLength(2));
  });
});

describe("useApiPages", () => {
  const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
    "": { items: [1, 2], nextCursor: "c2" },
    c2: { items: [3, 4], nextCursor: "c3" },
    c3: { items: [5], nextCursor: null },
  };

  it("appends the next page from the last page's cursor, and a read again reads every loaded page again", async () => {
    answers["/api/documents"] = (path) => ok(pages[new URLSearchParams(path.split("?")[1]).get("cursor") ?? ""]);
    const { result } = renderHook(() => useApiPages<(typeof pages)[string]>(queryKeys.documents.list(undefined, "-uploaded"), "/api/documents"), { wrapper });
    await waitFor(() => expect(result.current.pages.flatMap((p) => p.items)).toEqual([1, 2]));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.pages.flatMap((p) => p.items)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasNextPage).toBe(false);

    asked = [];
    await act(() => invalidate({ kind: "document", id: "d9" }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual(["/api/documents", "/api/documents?cursor=c2", "/api/documents?cursor=c3"]);
    expect(result.current.pages.flatMap((p) => p.items)).toEqual([1, 2, 3, 4, 5]);
  });

  it("says the next page failed without losing the pages loaded", async () => {
    answers["/api/documents"] = (path) => (path.includes("cursor") ? { status: 400, body: {} } : ok(pages[""]));
    const { result } = renderHook(() => useApiPages<(typeof pages)[string]>(queryKeys.documents.list(undefined, "-uploaded"), "/api/documents"), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current).toMatchObject({ isFetchNextPageError: true, isError: false }));
    expect(result.current.pages.flatMap((p) => p.items)).toEqual([1, 2]);
  });
});

describe("nextPagePath", () => {
  it("adds the cursor to the list's address, keeping its filters", () => {
    expect(nextPagePath("/api/documents", "c1")).toBe("/api/documents?cursor=c1");
    expect(nextPagePath("/api/documents?search=loss+runs", "c2")).toBe("/api/documents?search=loss+runs&cursor=c2");
  });

  it("replaces a cursor the address already has, and encodes it", () => {
    expect(nextPagePath("/api/documents?cursor=old&search=a", "n/e=w")).toBe("/api/documents?cursor=n%2Fe%3Dw&search=a");
  });
});
