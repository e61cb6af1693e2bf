import { ReviewStepPart } from "@/components/underwriter/review-step";
import { StepPage, stepMetadata, type StepPageParams } from "../step-page";

export const metadata = stepMetadata("review");

export default function ReviewStepPage({ params }: { params: StepPageParams }) {
  return (
    <StepPage params={params} step="review">
      <ReviewStepPart />
    </StepPage>
  );
}
