import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NotificationsState } from "@/lib/api/notifications";
import { NotificationList } from "./notification-list";

const render = (notifications: NotificationsState) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationList notifications={notifications} onOpenNote={() => undefined} />
    </QueryClientProvider>,
  );
const retry = (() => Promise.resolve()) as unknown as NotificationsState["retry"];

describe("NotificationList", () => {
  it("says the notifications could not be loaded, with Try again, rather than that there are none", () => {
    const html = render({ data: undefined, isPending: false, isError: true, retry });
    expect(html).toContain("Notifications could not be loaded.");
    expect(html).toContain("Try again");
    expect(html).not.toContain("No notifications");
  });

  it("says there are none only when they were read and none came", () => {
    const html = render({ data: { notifications: [], unreadCount: 0 }, isPending: false, isError: false, retry });
    expect(html).toContain("No notifications");
    expect(html).not.toContain("could not be loaded");
  });
});
