"use client";

import Link from "next/link";
import { noteAnchorID } from "@/components/notes/note-panel-rules";
import { Timestamp } from "@/components/ui/timestamp";
import type { ApiNotification, NotificationsState } from "@/lib/api/notifications";

/** The note a notification is about, opened on its entity's page at the note. */
const notificationHref = (notification: ApiNotification) => `${notification.note.href}#${noteAnchorID(notification.note.id)}`;

/** The bell's open popover: "Mark all as read" and the latest notifications, each opening its note's page. */
export function NotificationList({ notifications, onOpenNote }: { notifications: NotificationsState; onOpenNote: () => void }) {
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          disabled={unread === 0 || notifications.isMarking}
          onClick={() => void notifications.markRead()}
        >
          Mark all as read
        </button>
      </div>
      {notifications.isPending ? (
        <p role="status" className="px-4 py-6 text-center text-slate-600">
          Loading notifications…
        </p>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-center text-slate-600">No notifications</p>
      ) : (
        <ul aria-label="Latest notifications" className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((notification) => {
            const isUnread = notification.readDate === null;
            return (
              <li key={notification.id}>
                <Link
                  href={notificationHref(notification)}
                  onClick={() => {
                    onOpenNote();
                    if (isUnread) void notifications.markRead([notification.id]);
                  }}
                  className={`block px-4 py-3 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none ${isUnread ? "bg-brand-50/60" : ""}`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{notification.note.authorName}</span>
                    <Timestamp iso={notification.createdDate} className="shrink-0 text-xs text-slate-500" />
                  </span>
                  <span className="mt-0.5 block break-words text-slate-700">{notification.note.excerpt}</span>
                  {isUnread ? <span className="sr-only"> (unread)</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
