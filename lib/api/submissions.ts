import type { ApiSubmission } from "@/lib/schemas/submission-answer";

export type Submission = ApiSubmission;
