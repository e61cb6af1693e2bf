/** The pricing group holding the total, and its total cost question (spec 2 §3). No schema code, so screens can read them cheaply. */
export const TOTAL_GROUP_ID = "total";
export const TOTAL_COST_KEY = "total_cost";
