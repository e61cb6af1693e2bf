import type { ReactNode } from "react";
import { QueryProvider } from "@/components/providers/query-provider";

/** The screens whose client parts read through the query cache (App Central's submission page mounts it itself; its list and the coverages page need none). */
export default function DataLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
