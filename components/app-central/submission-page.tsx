"use client";

import type { ComponentProps } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { SubmissionView } from "./submission-view";

/** One submission on App Central, with the query cache its parts read through (the list needs none, so it loads none). */
export function SubmissionPage(props: ComponentProps<typeof SubmissionView>) {
  return (
    <QueryProvider>
      <SubmissionView {...props} />
    </QueryProvider>
  );
}
