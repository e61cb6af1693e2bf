import type { ApiEndorsement } from "@/lib/api/endorsements";
import { formatChangeValue, type ValueShape } from "./format";

interface ChangeRow {
  key: string;
  label: string;
  prevValue: unknown;
  value: unknown;
  shape: ValueShape;
}

interface ChangeGroup {
  key: string;
  heading: string;
  rows: ChangeRow[];
}

/** The changes as the API groups them: the insured's fields, the business types, then the answers by section group. */
function changeGroups(endorsement: ApiEndorsement): ChangeGroup[] {
  const groups: ChangeGroup[] = [];
  const insured = Object.entries(endorsement.companyInfo);
  if (insured.length) {
    groups.push({
      key: "company-info",
      heading: "Insured",
      rows: insured.map(([field, c]) => ({ key: field, label: c.label, prevValue: c.prevValue, value: c.value, shape: { type: field } })),
    });
  }
  if (endorsement.businessTypeValues.length) {
    groups.push({
      key: "business-types",
      heading: "Business types",
      rows: endorsement.businessTypeValues.map((b) => ({ key: b.id, label: b.title, prevValue: b.prevValue, value: b.value, shape: { type: "percent_100" } })),
    });
  }
  for (const g of endorsement.applicationAnswer) {
    groups.push({
      key: `answers-${g.sectionGroupID}`,
      heading: g.sectionGroupLabel,
      rows: g.questions.map((q) => ({ key: q.source, label: q.label, prevValue: q.prevValue, value: q.value, shape: { type: q.type, options: q.options } })),
    });
  }
  return groups;
}

/** Every change of one endorsement, previous → new (spec 3 §3). */
export function EndorsementChanges({ endorsement }: { endorsement: ApiEndorsement }) {
  const groups = changeGroups(endorsement);
  if (!groups.length) return <p className="mt-1 text-slate-600">No changes</p>;
  return (
    <div className="mt-2 flex flex-col gap-4">
      {groups.map((group) => (
        <table key={group.key} className="w-full table-fixed text-left text-sm">
          <caption className="pb-1 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.heading}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Change</th>
              <th scope="col">Previous value</th>
              <th scope="col">New value</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 border-y border-slate-100">
            {group.rows.map((row) => (
              <tr key={row.key} className="align-top">
                <th scope="row" className="w-1/3 py-2 pr-3 font-medium text-slate-900">
                  {row.label}
                </th>
                <td className="w-1/3 py-2 pr-3 break-words text-slate-500">{formatChangeValue(row.prevValue, row.shape)}</td>
                <td className="py-2 font-medium break-words text-slate-900">
                  <span aria-hidden="true" className="mr-2 font-normal text-slate-400">
                    →
                  </span>
                  {formatChangeValue(row.value, row.shape)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
