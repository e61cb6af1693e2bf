"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Notifications } from "@/lib/schemas/notifications";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type { ApiNotification, Notifications } from "@/lib/schemas/notifications";

const noAnswer = () => undefined;

// The bell's unread count is read again every 30 seconds.
const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The bell's latest notifications and unread count (GET /api/notifications),
 * read when the shell mounts, every 30 seconds while the tab is shown, when
 * it is shown again and when a note is written. The shell is on every page.
 * `markRead` (POST /api/notifications/read) takes the named notifications, or
 * all of them without ids; its answer is the bell as it now stands.
 */
export function useNotifications() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.notifications.all,
    queryFn: ({ signal }) => apiFetch<Notifications>("/api/notifications", { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
  const marking = useMutation({
    mutationFn: (notificationIDs?: string[]) =>
      apiFetch<Notifications>("/api/notifications/read", { method: "POST", body: notificationIDs ? { notificationIDs } : {} }),
    // A read still under way would put back what was unread before: it is cancelled, and its answer never lands.
    onMutate: () => client.cancelQueries({ queryKey: queryKeys.notifications.all }),
    onSuccess: (answer) => client.setQueryData(queryKeys.notifications.all, answer),
    // Refused, what the bell shows is the server's again; either way the notes lists show what is read.
    onSettled: async (_answer, error) => {
      if (error) await client.invalidateQueries({ queryKey: queryKeys.notifications.all });
      await client.invalidateQueries({ queryKey: queryKeys.notes.all });
    },
  });
  const { mutateAsync } = marking;
  // A refusal needs no word of its own: the bell shows the server's notifications again.
  const markRead = useCallback((notificationIDs?: string[]) => mutateAsync(notificationIDs).then(noAnswer, noAnswer), [mutateAsync]);
  return { data: query.data, isPending: query.data === undefined && !query.isError, isMarking: marking.isPending, markRead };
}

/** What the bell shows and does: its parts that load later take it as it is. */
export type NotificationsState = ReturnType<typeof useNotifications>;
