// The query cache for this branch of the group: see query-cache-layout.tsx at its root for why it is mounted per branch.
export { default } from "../../query-cache-layout";
