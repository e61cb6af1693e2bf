import { describe, expect, it } from "vitest";
import type { ApiDocument } from "@/lib/schemas/documents";
import {
  emptyUploadState,
  isBusy,
  splitDuplicates,
  takenNames,
  uploadReducer,
  uploadStateLabel,
  visibleRows,
  type UploadEvent,
  type UploadState,
  type UploadTag,
} from "./upload-rows";

function doc(id: string, filename = `${id}.pdf`, extra: Partial<ApiDocument> = {}): ApiDocument {
  return {
    id,
    appID: "app-1",
    submissionID: "sub-1",
    filename,
    mimeType: "application/pdf",
    sizeBytes: 100,
    category: "upload_view_upload",
    generated: false,
    classification: null,
    classificationDisplayValue: null,
    exclusiveToUnderwriter: false,
    cancellationID: null,
    reinstatementID: null,
    isActive: true,
    uploaderName: "Avery Agent",
    uploaderType: "Agent",
    uploadedAt: "2026-01-01T00:00:00.000Z",
    updatedDate: "2026-01-01T00:00:00.000Z",
    createdDate: "2026-01-01T00:00:00.000Z",
    url: `/api/documents/${id}/file`,
    productName: "General Liability",
    productIconUrl: null,
    insuredName: "Sunrise Carpentry LLC",
    ...extra,
  };
}

const run = (events: UploadEvent[], start: UploadState = emptyUploadState) => events.reduce(uploadReducer, start);
const tags = (state: UploadState, documents: ApiDocument[] = []) => visibleRows(state, documents).map((r) => [r.filename, r.tag]);
const queued = (key: string, filename = `${key}.pdf`): UploadEvent => ({ type: "queued", files: [{ key, filename }] });

describe("uploadReducer: the uploader sequence (spec 2 §4)", () => {
  it("a new file is Creating, then Persisted with its document", () => {
    const state = run([queued("a"), { type: "progressed", key: "a", fraction: 0.4 }]);
    expect(visibleRows(state, [])).toMatchObject([{ key: "a", tag: "Creating", progress: 0.4, document: null }]);
    const done = uploadReducer(state, { type: "created", key: "a", document: doc("d1", "a.pdf") });
    expect(visibleRows(done, [])).toMatchObject([{ key: "a", tag: "Persisted", progress: 1, document: { id: "d1" } }]);
  });

  it("a failed upload is CreationError with its message, and can only be dismissed", () => {
    const failed = run([queued("a"), { type: "creationFailed", key: "a", error: { message: "File could not be created" } }]);
    expect(visibleRows(failed, [])).toMatchObject([{ tag: "CreationError", error: { message: "File could not be created" } }]);
    const row = visibleRows(failed, [])[0];
    expect(uploadReducer(failed, { type: "deletionStarted", row })).toBe(failed);
    expect(visibleRows(uploadReducer(failed, { type: "dismissed", key: "a" }), [])).toEqual([]);
  });

  it("a new attempt at a file that failed takes the failed row's place (any case), and leaves other failures", () => {
    const failed = run([
      queued("a", "Loss Runs.pdf"),
      queued("b", "other.pdf"),
      { type: "creationFailed", key: "a", error: { message: "File could not be created" } },
      { type: "creationFailed", key: "b", error: { message: "File could not be created" } },
    ]);
    const retried = uploadReducer(failed, queued("c", "loss runs.pdf"));
    expect(tags(retried)).toEqual([
      ["other.pdf", "CreationError"],
      ["loss runs.pdf", "Creating"],
    ]);
  });

  it("a stored file is Deleting, then removed: it stays hidden while the given documents still list it", () => {
    const documents = [doc("d1"), doc("d2")];
    const row = visibleRows(emptyUploadState, documents)[0];
    const deleting = uploadReducer(emptyUploadState, { type: "deletionStarted", row });
    expect(tags(deleting, documents)).toEqual([
      ["d1.pdf", "Deleting"],
      ["d2.pdf", "Persisted"],
    ]);
    const removed = uploadReducer(deleting, { type: "deleted", key: "d1" });
    expect(tags(removed, documents)).toEqual([["d2.pdf", "Persisted"]]);
    expect(tags(removed, [doc("d2")])).toEqual([["d2.pdf", "Persisted"]]);
  });

  it("a refused deletion is DeletionError with the server's title and message, and may be tried again", () => {
    const documents = [doc("d1")];
    const row = visibleRows(emptyUploadState, documents)[0];
    const failed = run([
      { type: "deletionStarted", row },
      { type: "deletionFailed", key: "d1", error: { title: "File deletion not allowed", message: "There must be at least one document." } },
    ]);
    const [shown] = visibleRows(failed, documents);
    expect(shown).toMatchObject({ tag: "DeletionError", error: { title: "File deletion not allowed" } });
    const again = uploadReducer(failed, { type: "deletionStarted", row: shown });
    expect(visibleRows(again, documents)[0]).toMatchObject({ tag: "Deleting", error: null });
  });

  const illegal: [string, UploadEvent[], UploadEvent][] = [
    ["progress after Persisted", [queued("a"), { type: "created", key: "a", document: doc("d1") }], { type: "progressed", key: "a", fraction: 0.2 }],
    ["created twice", [queued("a"), { type: "created", key: "a", document: doc("d1") }], { type: "created", key: "a", document: doc("d9") }],
    [
      "creation failing after Persisted",
      [queued("a"), { type: "created", key: "a", document: doc("d1") }],
      { type: "creationFailed", key: "a", error: { message: "x" } },
    ],
    ["deleted while Creating", [queued("a")], { type: "deleted", key: "a" }],
    ["deletion failing while Creating", [queued("a")], { type: "deletionFailed", key: "a", error: { message: "x" } }],
    ["dismissing a Creating row", [queued("a")], { type: "dismissed", key: "a" }],
    ["an unknown key", [queued("a")], { type: "created", key: "zzz", document: doc("d1") }],
    ["queuing a key twice", [queued("a")], queued("a")],
  ];
  it.each(illegal)("ignores %s", (_name, before, event) => {
    const state = run(before);
    expect(uploadReducer(state, event)).toBe(state);
  });

  it("does not start deleting a row that is Creating", () => {
    const state = run([queued("a")]);
    expect(uploadReducer(state, { type: "deletionStarted", row: visibleRows(state, [])[0] })).toBe(state);
  });

  it("keeps progress between 0 and 1 and never moving back", () => {
    const state = run([queued("a"), { type: "progressed", key: "a", fraction: 0.7 }, { type: "progressed", key: "a", fraction: 0.3 }]);
    expect(visibleRows(state, [])[0].progress).toBe(0.7);
    expect(visibleRows(uploadReducer(state, { type: "progressed", key: "a", fraction: 4 }), [])[0].progress).toBe(1);
  });
});

describe("visibleRows", () => {
  it("lists the given documents in their order, then uploads they do not hold yet, without doubles once they do", () => {
    const uploaded = run([queued("a", "new.pdf"), { type: "created", key: "a", document: doc("d3", "new.pdf") }, queued("b", "later.pdf")]);
    expect(tags(uploaded, [doc("d1"), doc("d2")])).toEqual([
      ["d1.pdf", "Persisted"],
      ["d2.pdf", "Persisted"],
      ["new.pdf", "Persisted"],
      ["later.pdf", "Creating"],
    ]);
    const rows = visibleRows(uploaded, [doc("d1"), doc("d3", "new.pdf"), doc("d2")]);
    expect(rows.map((r) => r.key)).toEqual(["d1", "a", "d2", "b"]);
  });

  it("leaves out inactive documents", () => {
    expect(tags(emptyUploadState, [doc("d1", "gone.pdf", { isActive: false }), doc("d2")])).toEqual([["d2.pdf", "Persisted"]]);
  });
});

describe("duplicates", () => {
  it("takes the names of every row but failed uploads", () => {
    const state = run([queued("a", "one.pdf"), queued("b", "two.pdf"), { type: "creationFailed", key: "b", error: { message: "x" } }]);
    expect(takenNames(visibleRows(state, [doc("d1", "Loss Runs.pdf")]))).toEqual(["Loss Runs.pdf", "one.pdf"]);
  });

  it.each([
    { files: ["a.pdf", "b.pdf"], taken: [], fresh: ["a.pdf", "b.pdf"], duplicates: [] },
    { files: ["LOSS.pdf", "b.pdf"], taken: ["loss.PDF"], fresh: ["b.pdf"], duplicates: ["LOSS.pdf"] },
    { files: ["a.pdf", "A.pdf", "c.pdf"], taken: [], fresh: ["a.pdf", "c.pdf"], duplicates: ["A.pdf"] },
    { files: ["x.pdf"], taken: ["x.pdf"], fresh: [], duplicates: ["x.pdf"] },
  ])("refuses names on the list or met earlier in the choice: $files against $taken", ({ files, taken, fresh, duplicates }) => {
    const result = splitDuplicates(
      files.map((name) => ({ name })),
      taken,
    );
    expect(result.fresh.map((f) => f.name)).toEqual(fresh);
    expect(result.duplicates).toEqual(duplicates);
  });
});

describe("isBusy", () => {
  it.each<[UploadTag[], boolean]>([
    [[], false],
    [["Persisted", "CreationError", "DeletionError"], false],
    [["Persisted", "Creating"], true],
    [["Deleting"], true],
  ])("%j → %s", (rowTags, busy) => {
    expect(isBusy(rowTags.map((tag, i) => ({ key: String(i), filename: `${i}.pdf`, tag, progress: 0, document: null, error: null })))).toBe(busy);
  });
});

describe("uploadStateLabel: the states in words", () => {
  it.each([
    ["Creating", 0, "Uploading… 0%"],
    ["Creating", 0.426, "Uploading… 43%"],
    ["Creating", 1, "Uploading… 100%"],
    ["Persisted", 1, "Uploaded"],
    ["CreationError", 0.5, "Upload failed"],
    ["Deleting", 1, "Removing…"],
    ["DeletionError", 1, "Removal failed"],
  ] as const)("%s at %s reads %j", (tag, progress, label) => {
    expect(uploadStateLabel({ tag, progress })).toBe(label);
  });
});
