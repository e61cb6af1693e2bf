import type { ApiEndorsement } from "@/lib/api/endorsements";

/**
 * Modify (spec 3 §4) reopens an endorsement in the client-held draft of its
 * policy, which the endorsement pages read back. The drafting screens own that
 * draft (`components/endorsements/draft.ts`, same name and signature); until
 * they land, the endorsement is handed over in session storage under the key
 * below.
 */
export function loadEndorsementIntoDraft(appID: string, endorsement: ApiEndorsement): void {
  window.sessionStorage.setItem(`endorsement-draft:${appID}`, JSON.stringify({ modifiesEndorsementID: endorsement.id, endorsement }));
}
