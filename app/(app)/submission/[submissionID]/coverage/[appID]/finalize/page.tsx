import { FinalizeStepPart } from "@/components/underwriter/finalize-step";
import { StepPage, stepMetadata, type StepPageParams } from "../step-page";

export const metadata = stepMetadata("finalize");

export default function FinalizeStepPage({ params }: { params: StepPageParams }) {
  return (
    <StepPage params={params} step="finalize">
      <FinalizeStepPart />
    </StepPage>
  );
}
