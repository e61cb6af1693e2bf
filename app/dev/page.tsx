import type { Metadata } from "next";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";

export const metadata: Metadata = { title: "No authorization" };

export default function DevPage() {
  return (
    <main id="main" className="min-h-screen bg-slate-50">
      <UnauthorizedContent devMode />
    </main>
  );
}
