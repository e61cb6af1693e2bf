"use client";

import { NotFoundContent } from "@/components/errors/not-found-content";
import { useEndorsement } from "./endorsement-frame";
import { QuestionChanges } from "./question-changes";

/** /endorsement/details/{sectionID} for a coverage question section group, by its id; the policy's groups decide whether it exists. */
export function QuestionSectionChanges({ sectionID }: { sectionID: string }) {
  const { app } = useEndorsement();
  const group = app.sectionGroups.find((g) => g.id === sectionID);
  return group ? <QuestionChanges key={group.id} group={group} /> : <NotFoundContent />;
}
