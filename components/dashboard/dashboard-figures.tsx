import { formatCurrency } from "@/lib/domain/costs";
import type { Dashboard } from "@/lib/schemas/dashboard";
import { DurationCard } from "./duration-card";
import { FigureCard } from "./figure-card";
import { formatCount, formatPercent } from "./format";

/** The range's figures: the funnel's counts and ratios, premium bound, and the times to quote and to bind. */
export function DashboardFigures({ dashboard }: { dashboard: Pick<Dashboard, "funnel" | "premiumBound" | "timeToQuote" | "timeToBind"> }) {
  const { funnel, premiumBound, timeToQuote, timeToBind } = dashboard;
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard label="Submissions received" value={formatCount(funnel.submissionsReceived)} />
        <FigureCard label="Applications submitted" value={formatCount(funnel.applicationsSubmitted)} />
        <FigureCard label="Quoted" value={formatCount(funnel.quoted)} />
        <FigureCard label="Bound" value={formatCount(funnel.bound)} />
        <FigureCard label="Declined" value={formatCount(funnel.declined)} />
        <FigureCard label="Not taken up" value={formatCount(funnel.notTakenUp)} />
        <FigureCard label="Submit-to-quote ratio" value={formatPercent(funnel.submitToQuoteRatio)}>
          Quoted of applications submitted in the range.
        </FigureCard>
        <FigureCard label="Quote-to-bind ratio" value={formatPercent(funnel.quoteToBindRatio)}>
          Bound of applications quoted in the range.
        </FigureCard>
        <FigureCard label="Premium bound" value={formatCurrency(premiumBound.totalCents)}>
          {formatCount(premiumBound.policies)} {premiumBound.policies === 1 ? "policy" : "policies"} bound in the range.
        </FigureCard>
        <DurationCard
          label="Time to quote"
          figure={timeToQuote}
          span="from submission to approved quote"
          counted={["quote", "quotes"]}
          none="No quote approved in the range could be timed."
        />
        <DurationCard
          label="Time to bind"
          figure={timeToBind}
          span="from approved quote to bound"
          counted={["policy", "policies"]}
          none="No policy bound in the range could be timed."
        />
      </dl>
    </section>
  );
}
