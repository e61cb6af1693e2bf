import type { Metadata } from "next";
import { EndorsementReview } from "@/components/endorsements/endorsement-review";

export const metadata: Metadata = { title: "Review endorsement" };

export default function EndorsementReviewPage() {
  return <EndorsementReview />;
}
