"use client";

import { useQuery } from "@tanstack/react-query";
import type { Notifications } from "@/lib/schemas/notifications";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type { ApiNotification, Notifications } from "@/lib/schemas/notifications";

// The bell's unread count is read again every 30 seconds.
const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The bell's latest notifications and unread count (GET /api/notifications),
 * read when the shell mounts, every 30 seconds while the tab is shown, when
 * it is shown again and when a note is written. The shell is on every page;
 * marking them read (`useMarkRead`) loads with the bell's open list.
 */
export function useNotifications() {
  const query = useQuery({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ signal }) => apiFetch<Notifications>("/api/notifications", { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
  const isError = query.data === undefined && query.isError;
  return { data: query.data, isPending: query.data === undefined && !isError, isError, retry: query.refetch };
}

/** What the bell shows: its parts that load later take it as it is. */
export type NotificationsState = ReturnType<typeof useNotifications>;
