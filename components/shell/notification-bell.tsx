"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { NoteIcon } from "@/components/notes/note-icons";
import { Popover } from "@/components/ui/popover";
import { preloader } from "@/components/ui/lazy-trigger";
import { useNotifications } from "@/lib/api/notifications";

// What the open popover shows loads with the popover's own code, when the bell is first hovered or focused, not with every page.
const loadList = preloader(() => import("./notification-list"));
const NotificationList = dynamic(() => loadList().then((m) => m.NotificationList), {
  loading: () => (
    <p role="status" className="px-4 py-6 text-center text-slate-600">
      Loading notifications…
    </p>
  ),
});

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
      <NotificationList notifications={notifications} onOpenNote={() => setOpen(false)} />
    </Popover>
  );
}
