export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="inline-flex h-9 items-center rounded-md border border-red-300 bg-white px-3 font-medium text-red-800 hover:bg-red-100">
          Try again
        </button>
      ) : null}
    </div>
  );
}
