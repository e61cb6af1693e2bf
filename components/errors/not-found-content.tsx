import { ErrorPage } from "@/components/errors/error-page";

export interface NotFoundContentProps {
  /** Where 'Back to Submissions' leads; underwriters go to the external home instead (spec 1 §8). */
  backHref?: string;
}

export function NotFoundContent({ backHref = "/app-central" }: NotFoundContentProps) {
  return (
    <ErrorPage
      code="404"
      heading="Oops! Page Not Found."
      message="The page you are looking for doesn’t exist or is not available."
      actionLabel="Back to Submissions"
      actionHref={backHref}
    />
  );
}
