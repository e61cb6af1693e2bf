import { beforeEach, describe, expect, it } from "vitest";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const storage = new MemoryStorage();
Object.assign(globalThis, { localStorage: storage });

const { useAppStore, initialPersistedState } = await import("./app-store");
const { STORE_KEY } = await import("./persisted-state");

const stored = () => JSON.parse(storage.getItem(STORE_KEY) ?? "null");

describe("the browser's copy of the state", () => {
  beforeEach(() => {
    useAppStore.setState({ ...initialPersistedState(), hydrated: false });
    storage.clear();
  });

  it("persists only company, submission and endorsements (with the owner and last session), at version 23", () => {
    const s = useAppStore.getState();
    s.startSession("u1", 1000);
    s.startNewSubmission({ industryIDs: ["i1"], coverageIDs: ["c1"] });
    const draft = {
      submissionID: "s1",
      companyInfo: { dba: { value: "Sunrise", prevValue: null, effectiveDate: "2026-06-01" } },
      businessTypeValues: [],
      applicationAnswers: [],
    };
    s.setEndorsementDraft("app-1", draft);
    const saved = stored();
    expect(saved.version).toBe(23);
    expect(Object.keys(saved.state).sort()).toEqual(["company", "endorsements", "lastSessionDate", "ownerID", "submission"]);
    expect(saved.state.company.selectedCoverageIDs).toEqual(["c1"]);
    expect(saved.state.endorsements).toEqual({ "app-1": draft });
    s.clearEndorsementDraft("app-1");
    expect(stored().state.endorsements).toEqual({});
  });

  it("reads a stored copy of the same version back", async () => {
    storage.setItem(
      STORE_KEY,
      JSON.stringify({ version: 23, state: { ...initialPersistedState(), ownerID: "u1", lastSessionDate: 5, submission: { submissionID: "s1" } } }),
    );
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().submission.submissionID).toBe("s1");
  });

  it("drops a stored copy of another version", async () => {
    storage.setItem(STORE_KEY, JSON.stringify({ version: 22, state: { ...initialPersistedState(), ownerID: "u1", submission: { submissionID: "s1" } } }));
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().submission.submissionID).toBeNull();
  });

  it("starting a new submission clears the insured draft; opening another submission starts over; reset wipes everything", () => {
    const s = useAppStore.getState();
    s.openSubmission("s1");
    s.setBusinessTypeDraft({ submissionID: "s1", updatedDate: "2026-11-22T10:00:00.000Z", rows: [] });
    s.openSubmission("s1");
    expect(useAppStore.getState().company.businessTypeDraft).not.toBeNull();
    s.openSubmission("s2");
    expect(useAppStore.getState().company.businessTypeDraft).toBeNull();
    s.startNewSubmission({ industryIDs: ["i"], coverageIDs: ["c"] });
    expect(useAppStore.getState().submission.submissionID).toBeNull();
    s.reset();
    expect(useAppStore.getState().company.selectedCoverageIDs).toEqual([]);
  });
});
