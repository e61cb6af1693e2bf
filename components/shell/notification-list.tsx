"use client";

import Link from "next/link";
import { useState } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Timestamp } from "@/components/ui/timestamp";
import { useMarkRead } from "@/lib/api/notification-reads";
import type { NotificationsState } from "@/lib/api/notifications";
import { NotificationSettingsPanel } from "./notification-settings";

/**
 * The bell's open popover: "Mark all as read" and the latest notifications,
 * each naming what happened, to which policy or application, and opening where
 * the user reads or acts on it; or the e-mail settings, one kind at a time.
 */
export function NotificationList({ notifications, onOpenNote }: { notifications: NotificationsState; onOpenNote: () => void }) {
  const [showSettings, setShowSettings] = useState(false);
  const { markRead, isMarking } = useMarkRead();
  if (showSettings) return <NotificationSettingsPanel onBack={() => setShowSettings(false)} />;
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  const linkLook = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        <span className="flex gap-3">
          <button type="button" className={linkLook} onClick={() => setShowSettings(true)}>
            E-mail settings
          </button>
          <button
            type="button"
            className={`${linkLook} disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline`}
            disabled={unread === 0 || isMarking}
            onClick={() => void markRead()}
          >
            Mark all as read
          </button>
        </span>
      </div>
      {notifications.isPending ? (
        <p role="status" className="px-4 py-6 text-center text-slate-600">
          Loading notifications…
        </p>
      ) : notifications.isError ? (
        <div className="p-4">
          <ErrorState message="Notifications could not be loaded." onRetry={notifications.retry} />
        </div>
      ) : items.length === 0 ? (
        <p className="px-4 py-6 text-center text-slate-600">No notifications</p>
      ) : (
        <ul aria-label="Latest notifications" className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((notification) => {
            const isUnread = notification.readDate === null;
            return (
              <li key={notification.id}>
                <Link
                  href={notification.href}
                  onClick={() => {
                    onOpenNote();
                    if (isUnread) void markRead([notification.id]);
                  }}
                  className={`block px-4 py-3 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none ${isUnread ? "bg-brand-50/60" : ""}`}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{notification.title}</span>
                    <Timestamp iso={notification.createdDate} className="shrink-0 text-xs text-slate-500" />
                  </span>
                  <span className="mt-0.5 block text-sm break-words text-slate-700">{notification.subject}</span>
                  {notification.excerpt !== null ? (
                    <span className="mt-0.5 block break-words text-slate-700">
                      {notification.actorName ? `${notification.actorName}: ` : ""}
                      {notification.excerpt}
                    </span>
                  ) : notification.actorName ? (
                    <span className="mt-0.5 block text-xs text-slate-500">by {notification.actorName}</span>
                  ) : null}
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
