"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { signIn } from "@/lib/auth-client";
import type { LoginInput } from "@/lib/schemas/login";

const login = lazyResolver<LoginInput>(() => import("@/lib/schemas/login").then((m) => zodResolver(m.loginSchema)));

// One message for any failure, so it never tells which part was wrong.
export const BAD_CREDENTIALS = "The email or password you entered is incorrect.";
const UNAVAILABLE = "Sign-in is not available right now, please try again later.";

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  // No default values: the inputs keep whatever was typed before the page became interactive.
  const {
    register,
    handleSubmit,
    formState: { errors: fieldErrors, isSubmitting: pending },
  } = useForm<LoginInput>({ resolver: login.resolver });

  const onSubmit = handleSubmit(async (credentials) => {
    setError(null);
    try {
      const result = await signIn("credentials", credentials);
      if (!result.ok) {
        // next-auth's code for refused credentials; any other error is the server's own message (too many attempts).
        setError(!result.error || result.error === "CredentialsSignin" ? BAD_CREDENTIALS : result.error);
        return;
      }
      router.replace(callbackUrl);
      router.refresh();
    } catch {
      setError(UNAVAILABLE);
    }
  });

  const inputClass =
    "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/30 aria-[invalid=true]:border-red-600";
  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => setError(UNAVAILABLE))} onFocus={login.preload} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="email" className="block text-sm font-medium text-slate-700">
          Email
        </label>
        <input id="email" {...register("email")} type="email" autoComplete="username" required aria-invalid={Boolean(fieldErrors.email)} aria-describedby={fieldErrors.email ? "email-error" : undefined} className={inputClass} />
        {fieldErrors.email && <p id="email-error" className="mt-1 text-sm text-red-700">{fieldErrors.email.message}</p>}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <input id="password" {...register("password")} type="password" autoComplete="current-password" required aria-invalid={Boolean(fieldErrors.password)} aria-describedby={fieldErrors.password ? "password-error" : undefined} className={inputClass} />
        {fieldErrors.password && <p id="password-error" className="mt-1 text-sm text-red-700">{fieldErrors.password.message}</p>}
      </div>
      <button type="submit" disabled={pending} className="w-full rounded-md bg-indigo-700 px-4 py-2 font-medium text-white hover:bg-indigo-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 disabled:opacity-60">
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
