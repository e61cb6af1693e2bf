import { BindStepPart } from "@/components/underwriter/bind-step";
import { StepPage, stepMetadata, type StepPageParams } from "../step-page";

export const metadata = stepMetadata("bind");

export default function BindStepPage({ params }: { params: StepPageParams }) {
  return (
    <StepPage params={params} step="bind">
      <BindStepPart />
    </StepPage>
  );
}
