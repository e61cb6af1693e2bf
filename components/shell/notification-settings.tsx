"use client";

import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useNotificationSettings } from "@/lib/api/notification-settings";
import { refusalMessage } from "@/lib/api/refusal";

/** Which kinds of notification are also e-mailed: one checkbox each, saved as it is changed. The bell shows every kind. */
export function NotificationSettingsPanel({ onBack }: { onBack: () => void }) {
  const { query, change } = useNotificationSettings();
  return (
    <div className="px-4 py-3">
      <div className="flex items-center justify-between gap-3 pb-2">
        <h2 className="text-sm font-semibold text-slate-900">E-mail me when</h2>
        <button type="button" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline" onClick={onBack}>
          Back to notifications
        </button>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading settings…" />
      ) : query.isError ? (
        <ErrorState message="Settings could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <fieldset disabled={change.isPending} aria-describedby="notification-settings-hint">
          <legend className="sr-only">E-mail me when</legend>
          <ul className="space-y-2">
            {query.data.kinds.map((setting) => (
              <li key={setting.kind}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 rounded border-slate-300"
                    checked={setting.email}
                    onChange={(event) => change.mutate({ kind: setting.kind, email: event.target.checked })}
                  />
                  {setting.label}
                </label>
              </li>
            ))}
          </ul>
          <p id="notification-settings-hint" className="mt-3 text-xs text-slate-600">
            Every notification still shows here in the bell.
          </p>
          {change.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {refusalMessage(change.error, "The setting could not be saved. Try again.")}
            </p>
          ) : null}
        </fieldset>
      )}
    </div>
  );
}
