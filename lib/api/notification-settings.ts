"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingUpdate } from "@/lib/schemas/notifications";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";

/**
 * The user's e-mail settings for each kind of notification
 * (GET /api/notifications/settings), and the write that turns one kind on or
 * off (PATCH), whose answer is the settings as they now stand.
 */
export function useNotificationSettings() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.notifications.settings,
    queryFn: ({ signal }) => apiFetch<NotificationSettings>("/api/notifications/settings", { signal }),
  });
  const change = useMutation({
    mutationFn: (update: NotificationSettingUpdate) => apiFetch<NotificationSettings>("/api/notifications/settings", { method: "PATCH", body: update }),
    onSuccess: (answer) => client.setQueryData(queryKeys.notifications.settings, answer),
  });
  return { query, change };
}
