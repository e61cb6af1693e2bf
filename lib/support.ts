/** The support mailbox the 'no market' modal points Homeowners agents to (spec 1 §4). */
export const HOMEOWNERS_SUPPORT_EMAIL = process.env.NEXT_PUBLIC_HOMEOWNERS_SUPPORT_EMAIL || "homeowners-support@example.com";
