import Link from "next/link";
import { waitingTime } from "@/lib/domain/work-queue";
import type { WaitingApplication } from "@/lib/schemas/dashboard";
import { DataTable } from "./data-table";
import { DashboardSection } from "./dashboard-section";
import { NoData } from "./no-data";
import { waitingHref } from "./waiting-href";

const TITLE = "Waiting longest";

export interface OldestWaitingTableProps {
  rows: readonly WaitingApplication[];
  /** Underwriters open an application's review step; agents its page in the agent's flow. */
  underwriterScreens: boolean;
  /** The moment the page was read, which the waiting times count to. */
  now: Date;
  exportHref: string;
}

/** The ten applications that have waited on an underwriter longest, now, oldest first. */
export function OldestWaitingTable({ rows, underwriterScreens, now, exportHref }: OldestWaitingTableProps) {
  return (
    <DashboardSection id="oldest-waiting" title={TITLE} description="The ten applications waiting on an underwriter longest, now." exportHref={exportHref}>
      {rows.length > 0 ? (
        <DataTable
          caption={TITLE}
          columns={[{ header: "Insured" }, { header: "Product" }, { header: "Agency" }, { header: "Status" }, { header: "Waiting", numeric: true }]}
          rows={rows.map((app) => [
            <Link key="insured" href={waitingHref(app, underwriterScreens)} prefetch={false} className="text-brand-700 hover:underline">
              {app.insuredName || "Unnamed insured"}
              <span className="sr-only">, {app.productName}</span>
            </Link>,
            app.productName,
            app.agencyName,
            app.statusDisplayValue,
            <time key="waiting" dateTime={app.waitingSince}>
              {waitingTime(new Date(app.waitingSince), now)}
            </time>,
          ])}
        />
      ) : (
        <NoData>Nothing is waiting on an underwriter.</NoData>
      )}
    </DashboardSection>
  );
}
