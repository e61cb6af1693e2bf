import type { Question } from "@/lib/schemas/product-definition";

/** What every question control receives from the field around it. */
export interface QuestionInputProps {
  question: Question;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  invalid: boolean;
  /** The ids of the help, format list and error texts that describe the control. */
  describedBy: string | undefined;
}
