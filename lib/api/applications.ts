import type { ApiApplication } from "@/lib/schemas/application-answer";

export type ApplicationView = ApiApplication;
