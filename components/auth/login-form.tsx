"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { signIn } from "@/lib/auth-client";
import type { LoginInput } from "@/lib/schemas/login";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const login = lazyResolver<LoginInput>(() => withZodResolver(import("@/lib/schemas/login")).then(([{ zodResolver }, m]) => zodResolver(m.loginSchema)));

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

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => setError(UNAVAILABLE))} onFocus={login.preload} noValidate className="space-y-4">
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Field id="email" label="Email" error={fieldErrors.email?.message}>
        {(control) => <Input {...control} {...register("email")} type="email" autoComplete="username" required />}
      </Field>
      <Field id="password" label="Password" error={fieldErrors.password?.message}>
        {(control) => <Input {...control} {...register("password")} type="password" autoComplete="current-password" required />}
      </Field>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
