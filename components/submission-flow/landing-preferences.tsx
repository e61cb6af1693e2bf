"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useIdentity, useSaveTraits } from "@/lib/api/identities";
import { EXTERNAL_HOME_TRAIT } from "@/lib/domain/traits";
export const PREFERENCES_ERROR = "Error saving preferences";

/** Landing-page preferences kept as identity traits (spec 1 §7), shown while their flag is on. */
export function LandingPreferences({ userID }: { userID: string }) {
  const identity = useIdentity(userID);
  const save = useSaveTraits(userID);
  const stored = identity.data?.traits.find((t) => t.key === EXTERNAL_HOME_TRAIT)?.value === true;
  // Set in the change event itself: React keeps a controlled checkbox as its state says, and the mutation's own state arrives a tick later.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? stored;

  return (
    <section aria-labelledby="preferences-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="preferences-heading" className="text-base font-semibold text-slate-900">
        Preferences
      </h2>
      {identity.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          We could not load your preferences.
        </p>
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <input
            id="pref-external-home"
            type="checkbox"
            checked={checked}
            disabled={identity.isPending || save.isPending}
            onChange={(e) => {
              setPending(e.target.checked);
              save.mutate([{ key: EXTERNAL_HOME_TRAIT, value: e.target.checked }], {
                onError: () => toast.error(PREFERENCES_ERROR, { groupKey: "preferences" }),
                onSettled: () => setPending(null),
              });
            }}
            className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
          />
          <label htmlFor="pref-external-home" className="text-sm text-slate-700">
            After signing in from my wholesaler, go to my wholesaler&apos;s home page
          </label>
        </div>
      )}
    </section>
  );
}
