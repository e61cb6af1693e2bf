const dayFormat = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });

/** A date as MM/DD/YYYY in the viewer's time zone (spec 1 §9). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}
