"use client";

import type { ComponentProps } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { SubmissionView } from "./submission-view";

/** One submission on App Central, with the query cache its parts read through (the list needs none, so it loads none). */
export function SubmissionPage({ userID, ...props }: ComponentProps<typeof SubmissionView> & { userID: string }) {
  return (
    <QueryProvider userID={userID}>
      <SubmissionView {...props} />
    </QueryProvider>
  );
}
