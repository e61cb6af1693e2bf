"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Notifications } from "@/lib/schemas/notifications";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

const noAnswer = () => undefined;

/**
 * Marks the bell's notifications read (POST /api/notifications/read): the
 * named ones, or all of them without ids; its answer is the bell as it now
 * stands. Apart from `useNotifications` so that the mutation's code loads with
 * the bell's open list, not with every page.
 */
export function useMarkRead() {
  const client = useQueryClient();
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
  return { markRead, isMarking: marking.isPending };
}
