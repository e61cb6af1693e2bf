import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { makeQueryClient } from "@/lib/api/query-client";
import { describe, expect, it } from "vitest";
import type { ApiDocument } from "@/lib/schemas/documents";
import { DocumentUploader, type DocumentUploaderProps } from "./document-uploader";

function doc(id: string, filename: string, uploaderType: ApiDocument["uploaderType"] = "Agent"): ApiDocument {
  return {
    id,
    appID: "app-1",
    submissionID: "sub-1",
    filename,
    mimeType: "application/pdf",
    sizeBytes: 100,
    category: "upload_view_upload",
    generated: false,
    classification: "loss_runs",
    classificationDisplayValue: "Loss Runs",
    exclusiveToUnderwriter: false,
    cancellationID: null,
    reinstatementID: null,
    isActive: true,
    uploaderName: "Avery Agent",
    uploaderType,
    uploadedAt: "2026-01-01T00:00:00.000Z",
    updatedDate: "2026-01-01T00:00:00.000Z",
    createdDate: "2026-01-01T00:00:00.000Z",
    url: `/api/documents/${id}/file`,
    productName: "General Liability",
    productIconUrl: null,
    insuredName: "Sunrise Carpentry LLC",
  };
}

const render = (props: Partial<DocumentUploaderProps>) =>
  renderToStaticMarkup(
    <QueryClientProvider client={makeQueryClient()}>
      <DocumentUploader appID="app-1" category="upload_view_upload" uploaderType="Agent" documents={[]} heading="Loss runs" {...props} />
    </QueryClientProvider>,
  );

describe("DocumentUploader", () => {
  it("offers the drop zone as a named button and lists stored files as Uploaded download links", () => {
    const html = render({ documents: [doc("d1", "loss-2021.pdf")] });
    expect(html).toContain('role="button"');
    expect(html).toContain('aria-label="Drag and drop files here, or choose files for Loss runs"');
    expect(html).toMatch(/accept="[^"]*application\/pdf[^"]*\.pdf/);
    expect(html).toContain("multiple");
    expect(html).toContain('<a href="/api/documents/d1/file" download="loss-2021.pdf"');
    expect(html).toContain("Uploaded");
    expect(html).not.toContain("Persisted");
    expect(html).toContain('aria-label="Remove loss-2021.pdf"');
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain("Download all");
  });

  it("offers Download all once there are several files", () => {
    expect(render({ documents: [doc("d1", "a.pdf"), doc("d2", "b.pdf")] })).toContain("Download all");
  });

  it("lets an agent remove agents' files only, and an underwriter any", () => {
    const documents = [doc("d1", "agent.pdf"), doc("d2", "underwriter.pdf", "Underwriter")];
    const agent = render({ documents });
    expect(agent).toContain('aria-label="Remove agent.pdf"');
    expect(agent).not.toContain('aria-label="Remove underwriter.pdf"');
    const underwriter = render({ documents, uploaderType: "Underwriter" });
    expect(underwriter).toContain('aria-label="Remove underwriter.pdf"');
    expect(render({ documents, canDelete: () => false })).not.toContain("Remove ");
  });

  it("shows the files read-only without an upload area or remove actions", () => {
    const html = render({ documents: [doc("d1", "loss-2021.pdf")], uploaderType: null });
    expect(html).not.toContain("Choose files");
    expect(html).not.toContain("Remove ");
    expect(html).toContain('download="loss-2021.pdf"');
    expect(render({ uploaderType: null })).toContain("No files uploaded.");
  });

  it("turns the drop zone and removal off while disabled", () => {
    const html = render({ documents: [doc("d1", "loss-2021.pdf")], disabled: true });
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('tabindex="0"');
    expect(html).not.toContain("Remove ");
  });
});
