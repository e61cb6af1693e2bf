import { ErrorPage } from "@/components/errors/error-page";

export interface UnauthorizedContentProps {
  /** Same-origin path to return to after signing in. */
  callbackUrl?: string;
  /** The dev-environment wording, shown where the wholesaler redirect is skipped (spec 1 §2). */
  devMode?: boolean;
}

export function UnauthorizedContent({ callbackUrl = "/app-central", devMode = false }: UnauthorizedContentProps) {
  return (
    <ErrorPage
      code="401"
      heading="Oops!"
      message={devMode ? "No authorization found. Your account does not have the permissions to view this page." : "Please Log In to access this page."}
      actionLabel="Go to Login"
      actionHref={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}
    />
  );
}
