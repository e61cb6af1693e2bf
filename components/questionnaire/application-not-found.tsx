"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { APP_NOT_FOUND_MESSAGE } from "./app-not-found-message";

/** Says the application was not found, then returns to /app-central (spec 1 §8). */
export function ApplicationNotFound() {
  const router = useRouter();
  useEffect(() => {
    toast.error(APP_NOT_FOUND_MESSAGE, { groupKey: "app-not-found" });
    router.replace("/app-central");
  }, [router]);
  return <LoadingState label="Returning to App Central…" />;
}
