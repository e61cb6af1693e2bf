import { programByKey, programEndpoints } from "@/lib/wholesalers";
import { serverEnv } from "./env";

/** The home of the user's wholesaler program, as the environment configures it; the app's own without a program. */
export function programHomeUrl(programKey: string | null | undefined): string {
  const program = programByKey(programKey);
  return program ? programEndpoints(program, serverEnv()).homeUrl : "/app-central";
}
