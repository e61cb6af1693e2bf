import type { Metadata } from "next";
import { EndorsementStart } from "@/components/endorsements/endorsement-start";

export const metadata: Metadata = { title: "Endorsement" };

/** /coverage/{appID}/endorsement: the start page of the endorsement draft. */
export default function EndorsementPage() {
  return <EndorsementStart />;
}
