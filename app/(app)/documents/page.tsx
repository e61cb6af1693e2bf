import type { Metadata } from "next";
import { DocumentsTable } from "@/components/documents/documents-table";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { pageUser } from "@/server/auth/page-user";
import { can } from "@/lib/domain/permissions";

export const metadata: Metadata = { title: "Documents" };

/** /documents (spec 3 §2): the documents of every application the user may see, sorted by ?sort=; the list loads in the browser. */
export default async function DocumentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/documents" />;
  const underwriter = can(user.role, "seeEveryAgency");
  const { sort } = await searchParams;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Documents</h1>
        <p className="mt-1 text-sm text-slate-600">
          {underwriter ? "Every file uploaded to the applications you underwrite, newest first." : "Every file on your agency's applications, newest first."}
        </p>
      </div>
      <DocumentsTable canManageVisibility={can(user.role, "hideDocument")} initialSort={typeof sort === "string" ? sort : undefined} />
    </div>
  );
}
