import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { pageUser } from "@/server/auth/page-user";

export const dynamic = "force-dynamic";
export const metadata = { title: "Sign in · Coverage Marketplace" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  // Our own callbackUrl, or the wholesaler-style redirect parameter.
  const callbackUrl = safeCallbackPath(params.callbackUrl ?? params.redirect, "/");
  if (await pageUser()) redirect(callbackUrl);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="mb-1 text-2xl font-semibold text-slate-900">Sign in</h1>
        <p className="mb-6 text-sm text-slate-600">Coverage Marketplace for agents and underwriters.</p>
        <LoginForm callbackUrl={callbackUrl} />
      </div>
    </main>
  );
}
