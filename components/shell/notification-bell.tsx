"use client";

import { lazy, Suspense, useState } from "react";
import { NoteIcon } from "@/components/notes/note-icons";
import { Popover } from "@/components/ui/popover";
import { preloader } from "@/components/ui/lazy-trigger";
import { useNotifications } from "@/lib/api/notifications";

// What the open popover shows loads with the popover's own code, when the bell is first hovered or focused, not with every
// page. React's own lazy: the popover renders only in the browser, and next/dynamic would add its loader to every page.
const loadList = preloader(() => import("./notification-list"));
const NotificationList = lazy(() =>
  loadList().then(
    (m) => ({ default: m.NotificationList }),
    // The page stays usable when the list's code cannot be fetched: the popover says so instead.
    () => ({
      default: () => (
        <p role="alert" className="px-4 py-6 text-center text-slate-600">
          Notifications could not be loaded. Reload the page to try again.
        </p>
      ),
    }),
  ),
);

/** The bell in the header: unread count, the latest notifications, each opening its note's page, and "Mark all as read". */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  const preload = () => void loadList().catch(() => undefined);

  const trigger = (
    <button
      type="button"
      aria-label={`Notifications, ${unread} unread`}
      onPointerEnter={preload}
      onFocus={preload}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
    >
      <NoteIcon name="bell" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </button>
  );

  return (
    <Popover trigger={trigger} label="Notifications" open={open} onOpenChange={setOpen} align="end" className="w-96 p-0">
      <Suspense
        fallback={
          <p role="status" className="px-4 py-6 text-center text-slate-600">
            Loading notifications…
          </p>
        }
      >
        <NotificationList notifications={notifications} onOpenNote={() => setOpen(false)} />
      </Suspense>
    </Popover>
  );
}
