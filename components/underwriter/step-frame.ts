"use client";

import { createContext, useContext } from "react";
import type { ApplicationView } from "@/lib/api/applications";
import type { Submission } from "@/lib/api/submissions";
import type { UnderwriterStep } from "@/lib/domain/underwriting";

/** What the frame around a quote-to-bind step knows, for the step the page put in it. */
export interface StepFrame {
  app: ApplicationView;
  companyInfo: Submission["companyInfo"] | null;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean; renewalAction: boolean };
  /** The address of another step of the same application. */
  href: (step: UnderwriterStep) => string;
}

export const StepFrameContext = createContext<StepFrame | null>(null);

export function useStepFrame(): StepFrame {
  const frame = useContext(StepFrameContext);
  if (!frame) throw new Error("A quote-to-bind step is rendered outside UnderwriterSteps.");
  return frame;
}
