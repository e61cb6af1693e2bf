import { PricingStepPart } from "@/components/underwriter/pricing-step";
import { StepPage, stepMetadata, type StepPageParams } from "../step-page";

export const metadata = stepMetadata("pricing");

export default function PricingStepPage({ params }: { params: StepPageParams }) {
  return (
    <StepPage params={params} step="pricing">
      <PricingStepPart />
    </StepPage>
  );
}
