import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Log in required" };

/** Only same-origin paths; "//host" and "/\host" would leave the site. */
function sameOriginPath(value: string | string[] | undefined): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}

export default async function UnauthorizedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { callbackUrl } = await searchParams;
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <UnauthorizedContent callbackUrl={sameOriginPath(callbackUrl)} />
    </main>
  );
}
