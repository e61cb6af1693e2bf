import type { Metadata } from "next";
import { EndorsementSubmitted } from "@/components/endorsements/endorsement-submitted";

export const metadata: Metadata = { title: "Endorsement submitted" };

export default function EndorsementSubmittedPage() {
  return <EndorsementSubmitted />;
}
