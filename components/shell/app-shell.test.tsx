import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { flagDefault, flagNames, type Flags } from "@/lib/flags";
import { AppShell } from "./app-shell";

describe("AppShell", () => {
  it("shows the notification bell with the notes flag off: decisions are notified whatever that flag says", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <AppShell
          user={{ fullName: "Avery Agent", email: "agent@example.com", role: "Agent" }}
          underwriterScreens={false}
          flags={{ ...(Object.fromEntries(flagNames.map((name) => [name, flagDefault(name)])) as Flags), marketplaceNotes: false }}
          history={{ endorsements: false, cancellations: false, reinstatements: false }}
          hasSubmission
        >
          <p>Page</p>
        </AppShell>
      </QueryClientProvider>,
    );
    expect(html).toMatch(/aria-label="Notifications, 0 unread"/);
  });
});
