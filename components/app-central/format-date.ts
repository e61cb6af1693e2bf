const dayFormats = {
  local: new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }),
  utc: new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric", timeZone: "UTC" }),
};

/** A date as MM/DD/YYYY in the viewer's time zone (spec 1 §9), or in UTC where no viewer's zone is known. */
export function formatDate(iso: string, zone: keyof typeof dayFormats = "local"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormats[zone].format(date);
}
