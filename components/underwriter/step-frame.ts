"use client";

import { createContext, useContext } from "react";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import type { UnderwriterStep } from "@/lib/domain/underwriting";
import type { ApiApplication } from "@/lib/schemas/application-answer";

/** What the frame around a quote-to-bind step knows, for the step the page put in it. */
export interface StepFrame {
  app: ApiApplication;
  companyInfo: ApiSubmission["companyInfo"] | null;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean; renewalAction: boolean; generatedQuoteSatisfiesApproval: boolean };
  /** The address of another step of the same application. */
  href: (step: UnderwriterStep) => string;
}

export const StepFrameContext = createContext<StepFrame | null>(null);

export function useStepFrame(): StepFrame {
  const frame = useContext(StepFrameContext);
  if (!frame) throw new Error("A quote-to-bind step is rendered outside UnderwriterSteps.");
  return frame;
}
