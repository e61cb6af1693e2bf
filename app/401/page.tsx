import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { safeCallbackPath } from "@/lib/safe-redirect";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Log in required" };

export default async function UnauthorizedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { callbackUrl } = await searchParams;
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <UnauthorizedContent callbackUrl={safeCallbackPath(callbackUrl)} />
    </main>
  );
}
