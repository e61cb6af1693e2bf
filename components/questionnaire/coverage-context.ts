"use client";

import { createContext, useContext } from "react";
import type { Fetched } from "@/lib/api/use-api-query";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";

/** What the coverage frame has read, for the questionnaire page inside it. */
export interface CoverageContextValue {
  app: ApiApplication;
  /** The insured's submission, read with the application. */
  submission: Fetched<ApiSubmission>;
}

export const CoverageContext = createContext<CoverageContextValue | null>(null);

/** The application and insured of the coverage frame around the page. */
export function useCoverage(): CoverageContextValue {
  const value = useContext(CoverageContext);
  if (!value) throw new Error("useCoverage needs the coverage frame around it.");
  return value;
}
