"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { signIn } from "@/lib/auth-client";

/** Exchanges a wholesaler's handoff token for a session, then continues; a bad token ends on the 401 page. */
export function HandoffSignIn({ token, next }: { token: string; next: string }) {
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn("handoff", { token })
      .then((result) => router.replace(result.ok ? next : "/401"))
      .catch(() => router.replace("/401"));
  }, [token, next, router]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p role="status" className="text-slate-700">
        Signing you in…
      </p>
    </main>
  );
}
