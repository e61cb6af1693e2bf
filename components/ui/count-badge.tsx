import { countLabel } from "@/lib/domain/counts";

/** A tab's count beside its label; `suffix` is read after the number by screen readers only ("3 waiting"). */
export function CountBadge({ count, suffix }: { count: number; suffix?: string }) {
  return (
    <>
      {" "}
      <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
        {countLabel(count)}
        {suffix ? <span className="sr-only"> {suffix}</span> : null}
      </span>
    </>
  );
}
