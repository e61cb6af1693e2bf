import { Button } from "./button";

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  /** inline: one row within a section; panel: in place of a screen's content. */
  variant?: "inline" | "panel";
}

const looks = {
  inline: "flex flex-wrap items-center gap-4 rounded-md px-4 py-3",
  panel: "space-y-4 rounded-lg p-6",
};

export function ErrorState({ message, onRetry, variant = "inline" }: ErrorStateProps) {
  return (
    <div role="alert" className={`border border-red-200 bg-red-50 text-sm text-red-800 ${looks[variant]}`}>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
