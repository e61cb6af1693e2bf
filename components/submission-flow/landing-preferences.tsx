"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { saveTraits } from "@/lib/api/traits";
import { useWrite } from "@/lib/api/use-write";
import { EXTERNAL_HOME_TRAIT } from "@/lib/domain/traits";
import type { ApiIdentity } from "@/lib/schemas/identity";
export const PREFERENCES_ERROR = "Error saving preferences";

const externalHomeOf = (identity: ApiIdentity) => identity.traits.find((t) => t.key === EXTERNAL_HOME_TRAIT)?.value === true;

/** Landing-page preferences kept as identity traits (spec 1 §7), shown while their flag is on; the page reads the stored one. */
export function LandingPreferences({ userID, initialExternalHome }: { userID: string; initialExternalHome: boolean }) {
  const [stored, setStored] = useState(initialExternalHome);
  // Set in the change event itself: React keeps a controlled checkbox as its state says, and the save's answer arrives later.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? stored;

  const write = useWrite(saveTraits);
  const save = (value: boolean) => {
    setPending(value);
    write
      .mutateAsync({ identityID: userID, traits: [{ key: EXTERNAL_HOME_TRAIT, value }] })
      .then((identity) => setStored(externalHomeOf(identity)))
      .catch((error: unknown) => toast.error(refusalMessage(error, PREFERENCES_ERROR), { groupKey: "preferences" }))
      .finally(() => setPending(null));
  };

  return (
    <section aria-labelledby="preferences-heading" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="preferences-heading" className="text-base font-semibold text-slate-900">
        Preferences
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id="pref-external-home"
          type="checkbox"
          checked={checked}
          disabled={pending !== null}
          onChange={(e) => save(e.target.checked)}
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor="pref-external-home" className="text-sm text-slate-700">
          After signing in from my wholesaler, go to my wholesaler&apos;s home page
        </label>
      </div>
    </section>
  );
}
