/** Who a notification reaches: the agents of the record's agency, or the underwriters (the permission table's vocabulary). */
export type NoticeAudience = "agency" | "underwriters";
