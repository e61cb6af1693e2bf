"use client";

import dynamic from "next/dynamic";

/*
 * App Central shows either the list or one submission: each loads its own
 * code, so the list does not carry the submission page's and the other way round.
 */
export const SubmissionList = dynamic(() => import("./submission-list").then((m) => m.SubmissionList));
export const SubmissionView = dynamic(() => import("./submission-view").then((m) => m.SubmissionView));
