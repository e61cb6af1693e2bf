"use client";

import { useMemo } from "react";
import { uploadableCategories } from "@/lib/domain/documents";
import type { Role } from "@/lib/domain/roles";
import type { Question } from "@/lib/schemas/product-definition";
import { DocumentUploader } from "./document-uploader";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export interface QuestionDocumentsProps {
  question: Question;
  app: Pick<ApiApplication, "appID" | "status" | "documents">;
  role: Role;
}

/**
 * A document_upload question: the files classified under its key, uploaded
 * at once (they are not an answer of the form), or shown read-only to a
 * role that may not upload in the application's status.
 */
export function QuestionDocuments({ question, app, role }: QuestionDocumentsProps) {
  const canUpload = uploadableCategories(role, app.status).includes("upload_view_upload");
  const documents = useMemo(() => app.documents.filter((d) => d.classification === question.questionKey), [app.documents, question.questionKey]);
  return (
    <DocumentUploader
      appID={app.appID}
      category="upload_view_upload"
      uploaderType={canUpload ? role : null}
      classification={question.questionKey}
      documents={documents}
      heading={question.label}
      headingLevel={4}
    />
  );
}
