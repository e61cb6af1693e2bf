import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { CompanyInfoForm } from "@/lib/forms/company-info";
import type { EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import { STORE_KEY, STORE_VERSION } from "./persisted-state";

export interface BusinessTypeRow {
  id: string;
  title: string;
  description: string;
  codes: { code: string; label: string }[];
  /** The percentage as typed; blank is "not filled in". */
  value: string;
}

export interface CompanyState {
  selectedIndustryIDs: string[];
  selectedCoverageIDs: string[];
  /**
   * Unsaved insured form, tied to the submission it edits (null: one not
   * created yet) and to the updatedDate of the read it was made from, which
   * its save is based on (lib/state/save-basis.ts).
   */
  draft: { submissionID: string | null; updatedDate: string | null; values: CompanyInfoForm } | null;
  /** Unsaved business type rows of a submission, with the updatedDate their save is based on, as the insured form's. */
  businessTypeDraft: { submissionID: string; updatedDate: string; rows: BusinessTypeRow[] } | null;
}

export interface SubmissionState {
  submissionID: string | null;
}

/** Endorsement drafts by application id; read back through endorsementDraftSchema, as the browser's copy may be anything. */
export type EndorsementDrafts = Record<string, EndorsementDraft>;

interface PersistedState {
  ownerID: string | null;
  lastSessionDate: number | null;
  company: CompanyState;
  submission: SubmissionState;
  endorsements: EndorsementDrafts;
}

export interface AppState extends PersistedState {
  /** False until the browser's copy has been read and checked. */
  hydrated: boolean;
  startSession: (userID: string, now: number) => void;
  reset: () => void;
  startNewSubmission: (selection: { industryIDs: string[]; coverageIDs: string[] }) => void;
  openSubmission: (submissionID: string) => void;
  setSelection: (selection: { industryIDs: string[]; coverageIDs: string[] }) => void;
  setCompanyDraft: (draft: CompanyState["draft"]) => void;
  setBusinessTypeDraft: (draft: CompanyState["businessTypeDraft"]) => void;
  setEndorsementDraft: (appID: string, draft: EndorsementDraft) => void;
  clearEndorsementDraft: (appID: string) => void;
}

const initialCompany = (): CompanyState => ({ selectedIndustryIDs: [], selectedCoverageIDs: [], draft: null, businessTypeDraft: null });

export const initialPersistedState = (): PersistedState => ({
  ownerID: null,
  lastSessionDate: null,
  company: initialCompany(),
  submission: { submissionID: null },
  endorsements: {},
});

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...initialPersistedState(),
      hydrated: false,
      startSession: (userID, now) => set({ ownerID: userID, lastSessionDate: now, hydrated: true }),
      reset: () => set(initialPersistedState()),
      startNewSubmission: ({ industryIDs, coverageIDs }) =>
        set({ company: { ...initialCompany(), selectedIndustryIDs: industryIDs, selectedCoverageIDs: coverageIDs }, submission: { submissionID: null } }),
      openSubmission: (submissionID) =>
        set((s) => (s.submission.submissionID === submissionID ? s : { company: initialCompany(), submission: { submissionID } })),
      setSelection: ({ industryIDs, coverageIDs }) =>
        set((s) => ({ company: { ...s.company, selectedIndustryIDs: industryIDs, selectedCoverageIDs: coverageIDs } })),
      setCompanyDraft: (draft) => set((s) => ({ company: { ...s.company, draft } })),
      setBusinessTypeDraft: (businessTypeDraft) => set((s) => ({ company: { ...s.company, businessTypeDraft } })),
      setEndorsementDraft: (appID, draft) => set((s) => ({ endorsements: { ...s.endorsements, [appID]: draft } })),
      clearEndorsementDraft: (appID) =>
        set((s) => {
          const rest = { ...s.endorsements };
          delete rest[appID];
          return { endorsements: rest };
        }),
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      // Read once the session is known (components/state/client-state-session.tsx), never during server rendering.
      skipHydration: true,
      partialize: (s): PersistedState => ({
        ownerID: s.ownerID,
        lastSessionDate: s.lastSessionDate,
        company: s.company,
        submission: s.submission,
        endorsements: s.endorsements,
      }),
      // Another store version is dropped, not converted.
      migrate: () => initialPersistedState(),
    },
  ),
);
