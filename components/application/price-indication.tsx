"use client";

import { useEffect, useRef, useState } from "react";
import { Popover } from "@/components/ui/popover";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { saveTraits } from "@/lib/api/traits";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { useWrite } from "@/lib/api/use-write";
import { queryKeys } from "@/lib/api/query-keys";
import { useApiQuery } from "@/lib/api/use-api-query";
import { PRICE_ALERT_FAILED_MESSAGE, priceAlertTraitKey } from "@/lib/domain/application-header";
import { formatWholeDollars, priceRange } from "@/lib/domain/costs";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiIdentity } from "@/lib/schemas/identity";

const cents = (dollars: number | null) => Math.round((dollars ?? 0) * 100);

export interface PriceIndicationProps {
  app: ApiApplication;
  userID: string;
}

/**
 * The price indication (spec 1 §4, §9): a whole-dollar range with each
 * carrier's premium. It opens by itself until the agent has seen it once.
 */
export function PriceIndication({ app, userID }: PriceIndicationProps) {
  const identity = useApiQuery<ApiIdentity>(queryKeys.identities.one(userID), `/api/identities/${encodeURIComponent(userID)}`);
  const { write: seen } = useApplicationWrite(app);
  const alertWrite = useWrite(saveTraits);
  const [opensByItself] = useState(!app.priceIndicationSeen);
  const [open, setOpen] = useState(opensByItself);
  const marked = useRef(false);
  useEffect(() => {
    if (!opensByItself || marked.current) return;
    marked.current = true;
    // A failure leaves it unseen, so it opens again next time.
    seen({ priceIndicationSeen: true }).catch(() => undefined);
  }, [opensByItself, seen]);

  const indication = app.priceIndication;
  const range = priceRange(cents(indication.basePremium), cents(indication.totalPremium));
  const alertKey = priceAlertTraitKey(app.appID);
  const savedAlert = identity.data?.traits.some((t) => t.key === alertKey && t.value === true) ?? false;
  // Shows the choice at once; a failed update puts the saved one back.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const alertOn = choosing ?? savedAlert;

  function toggleAlert(on: boolean) {
    setChoosing(on);
    alertWrite
      .mutateAsync({ identityID: userID, traits: [{ key: alertKey, value: on ? true : null }] })
      .catch((error: unknown) => toast.error(refusalMessage(error, PRICE_ALERT_FAILED_MESSAGE), { groupKey: "price-alert" }))
      .finally(() => setChoosing(null));
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      label="Price indication"
      showClose
      focusOnOpen={!opensByItself}
      className="w-80 p-4"
      trigger={
        <button
          type="button"
          className="inline-flex flex-col items-start rounded-md border border-brand-200 bg-brand-50 px-3 py-1.5 text-left hover:bg-brand-100"
        >
          <span className="text-[11px] font-semibold tracking-wide text-brand-800 uppercase">Price indication</span>
          <span className="text-sm font-semibold text-slate-900">{range}</span>
        </button>
      }
    >
      <div className="space-y-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Estimated annual premium</p>
          <p className="text-lg font-semibold text-slate-900">{range}</p>
        </div>
        {indication.carriers.length ? (
          <ul aria-label="Carrier premiums" className="divide-y divide-slate-100">
            {indication.carriers.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  {c.thumbnailUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- carrier logos are small external SVGs
                    <img
                      src={c.thumbnailUrl}
                      alt=""
                      width={20}
                      height={20}
                      onError={(e) => (e.currentTarget.hidden = true)}
                      className="h-5 w-5 shrink-0 rounded-sm"
                    />
                  ) : null}
                  <span className="truncate text-sm text-slate-800">{c.name}</span>
                </span>
                <span className="text-sm font-medium text-slate-900">{formatWholeDollars(cents(c.premium))}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-slate-500">An estimate from your answers so far; the underwriter sets the final price.</p>
        <label className="flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={alertOn}
            disabled={identity.isPending || alertWrite.isPending}
            onChange={(e) => toggleAlert(e.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Alert me when this price changes
        </label>
      </div>
    </Popover>
  );
}
