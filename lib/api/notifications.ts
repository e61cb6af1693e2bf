"use client";

import { useCallback, useRef, useState } from "react";
import type { Notifications } from "@/lib/schemas/notes";
import { apiFetch } from "./client";
import { announceDataChange } from "./data-changes";
import { useReadAgain } from "./use-read-again";

export type { ApiNotification, Notifications } from "@/lib/schemas/notes";

// The bell's unread count is read again every 30 seconds.
const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The bell's latest notifications and unread count (GET /api/notifications),
 * read when the shell mounts, every 30 seconds while the tab is shown, when
 * it is shown again and when a note changes on the page. The shell is on every
 * page. `markRead` (POST
 * /api/notifications/read) takes the named notifications, or all of them
 * without ids.
 */
export function useNotifications() {
  const [data, setData] = useState<Notifications>();
  const [failed, setFailed] = useState(false);
  const [isMarking, setMarking] = useState(false);
  // Only the latest read may set what the bell shows: an older answer arriving late would undo a newer one.
  const latest = useRef(0);

  const read = useCallback(async () => {
    const asked = ++latest.current;
    try {
      const answer = await apiFetch<Notifications>("/api/notifications");
      if (asked === latest.current) setData(answer);
    } catch {
      // The bell keeps what it showed; the next read tries again.
      if (asked === latest.current) setFailed(true);
    }
  }, []);

  useReadAgain(
    useCallback(() => void read(), [read]),
    NOTIFICATIONS_POLL_MS,
    "notifications",
    { now: true },
  );

  const markRead = useCallback(
    async (notificationIDs?: string[]) => {
      setMarking(true);
      latest.current++;
      try {
        // The answer is the bell's notifications as they now stand.
        setData(await apiFetch<Notifications>("/api/notifications/read", { method: "POST", body: notificationIDs ? { notificationIDs } : {} }));
      } catch {
        // What the bell shows is then the server's again.
        void read();
      } finally {
        setMarking(false);
        announceDataChange("notes");
      }
    },
    [read],
  );

  return { data, isPending: data === undefined && !failed, isMarking, markRead };
}

/** What the bell shows and does: its parts that load later take it as it is. */
export type NotificationsState = ReturnType<typeof useNotifications>;
