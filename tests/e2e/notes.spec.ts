import { type Page } from "@playwright/test";
import { stableId } from "../../prisma/seed/stable-id";
import { expect, expectAccessible, signInContext, signedInContextPage, signedInPage, test, textsOf } from "./support";

// Morgan Gale is the managing general agent's underwriter: an Underwriter, whose notes underwriters may hide and remove.
const UNDERWRITER = { email: "mga@example.com", name: "Morgan Gale" };
const AGENT = { email: "agent@example.com", name: "Avery Agent" };
const inProgressApp = stableId("application:sunrise-gl-inprogress");
// Its only seeded notes are internal, so an agent sees none.
const quotedApp = stableId("application:sunrise-quoted");

/** Words no other run or journey writes. */
const unique = (text: string) => `${text} (${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)})`;

const panel = (page: Page) => page.getByRole("complementary", { name: "Notes" });
const noteList = (page: Page) => panel(page).getByRole("list", { name: "Notes, newest first" });
const entry = (page: Page) => panel(page).getByRole("form", { name: "New note" });
const thread = (page: Page, text: string) => noteList(page).getByRole("listitem").filter({ hasText: text }).first();
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications, \d+ unread$/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? Number.NaN);
}

async function openApplication(page: Page, appID: string) {
  await page.goto(`/coverage/${appID}`);
  await expect(page).toHaveURL(new RegExp(`/coverage/${appID}/details/`));
  await expect(panel(page).getByRole("heading", { name: "Notes", level: 2 })).toBeVisible();
}

async function writeNote(page: Page, text: string, choices: { internal?: boolean; notify?: ("Producer" | "Underwriter")[] }) {
  const form = entry(page);
  await form.getByRole("textbox", { name: "New note" }).fill(text);
  if (choices.internal) await form.getByRole("checkbox", { name: "Internal" }).check();
  for (const role of choices.notify ?? []) await form.getByRole("checkbox", { name: role }).check();
  await form.getByRole("button", { name: "Add note", exact: true }).click();
  // A note written seconds after another replaces its toast: for a moment the closing one is still on screen.
  await expect(toasts(page).getByText("Note submitted successfully", { exact: true }).first()).toBeVisible();
  await expect(thread(page, text)).toBeVisible();
}

test.describe("notes", () => {
  test("an underwriter's internal note stays with underwriters, a note for the producer reaches the agent's bell, the agent replies, and the underwriter sees the reply and removes the note", async ({
    browser,
  }) => {
    const internalText = unique("Internal: loss runs checked, no surcharge needed.");
    const producerText = unique("Please confirm this year's payroll before we quote.");
    const replyText = unique("Payroll for this year is $410,000.");
    // Two people and a wait for the next poll of the notes list.
    test.setTimeout(120_000);

    const underwriter = await signedInContextPage(browser, UNDERWRITER.email);
    await openApplication(underwriter, inProgressApp);
    await expect(thread(underwriter, "Payroll figures are from last year's return")).toBeVisible();

    // Submit stays disabled for empty or blank text.
    const form = entry(underwriter);
    const submit = form.getByRole("button", { name: "Add note", exact: true });
    await expect(submit).toBeDisabled();
    await form.getByRole("textbox", { name: "New note" }).fill("   \n ");
    await expect(submit).toBeDisabled();
    // Both notify choices start unselected; choosing Producer clears internal.
    await expect(form.getByRole("checkbox", { name: "Producer" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Underwriter" })).not.toBeChecked();
    await form.getByRole("checkbox", { name: "Internal" }).check();
    await form.getByRole("checkbox", { name: "Producer" }).check();
    await expect(form.getByRole("checkbox", { name: "Internal" })).not.toBeChecked();
    await form.getByRole("checkbox", { name: "Producer" }).uncheck();

    await writeNote(underwriter, internalText, { internal: true });
    const internalNote = thread(underwriter, internalText).getByRole("article", { name: `Note by ${UNDERWRITER.name}` });
    await expect(internalNote.getByRole("listitem")).toContainText(["Pre-bind application", "Internal"]);
    await writeNote(underwriter, producerText, { notify: ["Producer"] });
    const producerNote = thread(underwriter, producerText).getByRole("article", { name: `Note by ${UNDERWRITER.name}` });
    await expect(producerNote.getByRole("listitem")).toContainText(["Pre-bind application", "Notified: Producer"]);
    await expect(producerNote.getByRole("listitem")).not.toContainText(["Internal"]);
    // Newest first.
    await expect(noteList(underwriter).locator(":scope > li").first()).toContainText(producerText);

    // The agent's bell counts the note for the producer, not the internal one.
    const agent = await signedInPage(browser, AGENT.email);
    await expect(bell(agent)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
    const unread = await unreadCount(agent);
    await bell(agent).click();
    const popover = agent.getByRole("dialog", { name: "Notifications" });
    await expect(popover.getByRole("link").filter({ hasText: producerText })).toBeVisible();
    await expect(popover).not.toContainText(internalText);
    await popover.getByRole("link").filter({ hasText: producerText }).click();

    // The notification opens the application, where the agent sees only the note meant for them.
    await expect(agent).toHaveURL(new RegExp(`/coverage/${inProgressApp}/details/`));
    await expect(thread(agent, producerText)).toBeVisible();
    await expect(noteList(agent)).not.toContainText(internalText);
    await expect(bell(agent)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
    // Agents get no action icons.
    await expect(panel(agent).getByRole("button", { name: /^(Reply to note|Delete note|Make note|Show note)/ })).toHaveCount(0);
    // Nor the internal choice, and only the underwriters to notify.
    await expect(entry(agent).getByRole("checkbox", { name: "Internal" })).toHaveCount(0);
    await expect(entry(agent).getByRole("checkbox", { name: "Producer" })).toHaveCount(0);

    const agentThread = thread(agent, producerText);
    await agentThread.getByRole("textbox", { name: `Reply to ${UNDERWRITER.name}` }).fill(replyText);
    await agentThread.getByRole("button", { name: "Send reply" }).click();
    await expect(toasts(agent).getByText("Note submitted successfully", { exact: true })).toBeVisible();
    await expect(agentThread.getByRole("list", { name: `Replies to ${UNDERWRITER.name}` })).toContainText(replyText);

    // The underwriter's open page shows the reply without a reload (the list is read every 15 seconds).
    const underwriterThread = thread(underwriter, producerText);
    await expect(
      underwriterThread.getByRole("list", { name: `Replies to ${UNDERWRITER.name}` }).getByRole("article", { name: `Note by ${AGENT.name}` }),
    ).toContainText(replyText, { timeout: 30_000 });

    // Removing asks first; the note then keeps its place as removed, its reply stays.
    await producerNote.getByRole("button", { name: `Delete note by ${UNDERWRITER.name}` }).click();
    const confirm = underwriter.getByRole("dialog", { name: "Delete note" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    const removed = noteList(underwriter).locator(":scope > li").first();
    await expect(removed.getByRole("article", { name: "Removed note" })).toHaveText("Note has been removed.");
    // Focus goes to what took the note's place, not back to the page.
    await expect(removed.getByRole("article", { name: "Removed note" })).toBeFocused();
    await expect(removed).not.toContainText(producerText);
    await expect(removed).toContainText(replyText);

    // The internal note is made visible to the producer, who then finds it too.
    await internalNote.getByRole("button", { name: `Show note by ${UNDERWRITER.name} to the producer` }).click();
    await expect(toasts(underwriter).getByText("Note Visibility Successfully updated", { exact: true })).toBeVisible();
    await expect(internalNote.getByRole("listitem")).not.toContainText(["Internal"]);
    await agent.reload();
    await expect(thread(agent, internalText)).toBeVisible();
    await expect(noteList(agent)).toContainText("Note has been removed.");

    await underwriter.context().close();
    await agent.context().close();
  });

  test("a refused note says what the server said, one that could not be sent the spec's text; a note just written reads as written moments ago, its exact time at hand", async ({
    page,
  }) => {
    const refuse = (status: number, code: string, message: string) => ({
      status,
      contentType: "application/json",
      body: JSON.stringify({ error: { code, message } }),
    });
    await signInContext(page, UNDERWRITER.email);
    await openApplication(page, inProgressApp);
    const text = unique("Refused once, unsent once, then written.");
    const box = entry(page).getByRole("textbox", { name: "New note" });
    const add = entry(page).getByRole("button", { name: "Add note", exact: true });
    await box.fill(text);

    await page.route("**/api/notes", (route) =>
      route.request().method() === "POST" ? route.fulfill(refuse(403, "forbidden", "Cross-site requests are not allowed.")) : route.continue(),
    );
    await add.click();
    await expect(toasts(page).getByText("Cross-site requests are not allowed.", { exact: true })).toBeVisible();
    await expect(box).toHaveValue(text);
    await page.unroute("**/api/notes");

    await page.route("**/api/notes", (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    await add.click();
    await expect(toasts(page).getByText("Failed to create note, please try again.", { exact: true })).toBeVisible();
    await expect(box).toHaveValue(text);
    await page.unroute("**/api/notes");

    await add.click();
    await expect(toasts(page).getByText("Note submitted successfully", { exact: true })).toBeVisible();
    const note = thread(page, text).getByRole("article", { name: `Note by ${UNDERWRITER.name}` });
    // Spec 1 §9: seconds, minutes or hours under 24 hours; the exact time stays in its title.
    const written = note.locator("time");
    await expect(written).toHaveText(/^(now|\d+ seconds? ago)$/);
    await expect(written).toHaveAttribute("title", /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M \S+$/);

    // Refused changes of the note: visibility in a toast, removal inside its confirmation, which stays open.
    const noteChange = /\/api\/notes\/[^/?]+$/;
    await page.route(noteChange, (route) =>
      route.request().method() === "GET"
        ? route.continue()
        : route.fulfill(refuse(409, "conflict", "This note was changed by someone else since you loaded it. Reload it to see the changes.")),
    );
    await note.getByRole("button", { name: `Make note by ${UNDERWRITER.name} internal` }).click();
    await expect(
      toasts(page).getByText("This note was changed by someone else since you loaded it. Reload it to see the changes.", { exact: true }),
    ).toBeVisible();
    await note.getByRole("button", { name: `Delete note by ${UNDERWRITER.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete note" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("This note was changed by someone else since you loaded it. Reload it to see the changes.");
    await page.unroute(noteChange);
    await page.route(noteChange, (route) => (route.request().method() === "GET" ? route.continue() : route.abort("connectionreset")));
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("Failed to update note");
    await page.unroute(noteChange);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(note).toContainText(text);
  });

  test("'No notes' when an agent sees none, and leaving with a draft asks 'Unsaved note'", async ({ page }) => {
    await signInContext(page, AGENT.email);
    await openApplication(page, quotedApp);
    await expect(panel(page).getByText("No notes", { exact: true })).toBeVisible();

    const text = unique("Draft that is not sent yet.");
    await entry(page).getByRole("textbox", { name: "New note" }).fill(text);
    await page.getByRole("link", { name: "Documents", exact: true }).click();
    const prompt = page.getByRole("dialog", { name: "Unsaved note" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Stay on this page" }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/coverage/${quotedApp}/details/`));
    await expect(entry(page).getByRole("textbox", { name: "New note" })).toHaveValue(text);

    await page.getByRole("link", { name: "Documents", exact: true }).click();
    await page.getByRole("dialog", { name: "Unsaved note" }).getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test("the submission page shows the submission's notes, and the whole-submission view adds those of its applications", async ({ page }) => {
    await signInContext(page, AGENT.email);
    await page.goto(`/app-central?submissionID=${stableId("submission:sunrise-carpentry")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sunrise Carpentry LLC" })).toBeVisible();
    const rentedTools = thread(page, "Insured asked whether the equipment floater covers rented tools.");
    await expect(rentedTools.getByRole("list", { name: "Replies to Avery Agent" })).toContainText("Rented tools are covered up to $10,000 per item");
    await expect(noteList(page)).not.toContainText("Payroll figures are from last year's return");

    await panel(page).getByRole("radio", { name: "Whole submission" }).check();
    await expect(thread(page, "Payroll figures are from last year's return")).toBeVisible();
    await expect(thread(page, "Policy documents were sent to the insured by mail as well.")).toBeVisible();
    await expect(noteList(page)).not.toContainText("Loss runs show one small claim");
  });

  test("a submission's note opens from an underwriter's bell on the submission's page of App Central, at the note", async ({ browser }) => {
    const submissionID = stableId("submission:sunrise-carpentry");
    const text = unique("The insured asks to add a second location.");
    const agent = await signedInContextPage(browser, AGENT.email);
    await agent.goto(`/app-central?submissionID=${submissionID}`);
    await writeNote(agent, text, { notify: ["Underwriter"] });

    const underwriter = await signedInPage(browser, UNDERWRITER.email);
    await bell(underwriter).click();
    await underwriter.getByRole("dialog", { name: "Notifications" }).getByRole("link").filter({ hasText: text }).click();
    // The underwriter's submission overview (/submission/{id}) has no notes; this page has the submission's.
    await expect(underwriter).toHaveURL(new RegExp(`/app-central\\?submissionID=${submissionID}#note-`));
    await expect(underwriter.getByRole("heading", { level: 1, name: "Sunrise Carpentry LLC" })).toBeVisible();
    await expect(thread(underwriter, text)).toBeInViewport();

    await agent.context().close();
    await underwriter.context().close();
  });

  test("pages loaded with 'Show older notes' are read again with the first when a note is written: the new note comes first", async ({ page }) => {
    await signInContext(page, AGENT.email);
    // One thread a page, so the submission's notes take several.
    await page.route(/\/api\/notes\?/, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "1");
      await route.fallback({ url: url.toString() });
    });
    await page.goto(`/app-central?submissionID=${stableId("submission:sunrise-carpentry")}`);
    await panel(page).getByRole("radio", { name: "Whole submission" }).check();
    const threads = noteList(page).locator(":scope > li");
    await expect(threads).toHaveCount(1);
    const older = panel(page).getByRole("button", { name: "Show older notes" });
    await older.click();
    await expect(threads).toHaveCount(2);
    await older.click();
    await expect(threads).toHaveCount(3);
    const shown = await textsOf(threads);

    const text = unique("Insured sent the signed application.");
    await writeNote(page, text, {});
    // As many pages as were shown, so the oldest moves to the next page.
    await expect(threads.first()).toContainText(text);
    await expect(threads).toHaveCount(3);
    expect((await textsOf(threads)).slice(1)).toEqual(shown.slice(0, 2));
    await older.click();
    await expect(threads).toHaveCount(4);
    expect((await textsOf(threads)).slice(1)).toEqual(shown);
  });

  test("notes on screen stay there when reading them again fails, and the note written meanwhile shows with the next read", async ({ page }) => {
    await signInContext(page, AGENT.email);
    await page.goto(`/app-central?submissionID=${stableId("submission:sunrise-carpentry")}`);
    const threads = noteList(page).locator(":scope > li");
    await expect(threads.first()).toBeVisible();
    const shown = await textsOf(threads);

    let failing = true;
    let failed = 0;
    await page.route(/\/api\/notes\?/, async (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      await route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Try again." } } });
    });
    const text = unique("Loss runs for 2025 are attached.");
    const form = entry(page);
    await form.getByRole("textbox", { name: "New note" }).fill(text);
    await form.getByRole("button", { name: "Add note", exact: true }).click();
    await expect(toasts(page).getByText("Note submitted successfully", { exact: true })).toBeVisible();
    // The read after the note, and its one retry a second later.
    await expect.poll(() => failed).toBeGreaterThanOrEqual(2);
    await expect(panel(page).getByText("The notes could not be loaded.")).toHaveCount(0);
    expect(await textsOf(threads)).toEqual(shown);

    failing = false;
    await panel(page).getByRole("radio", { name: "Whole submission" }).check();
    await expect(threads.first()).toContainText(text);
  });
});

test.describe("the bell's e-mail settings", () => {
  test("an agent turns e-mail off for one kind from the bell, by keyboard; it stays off, the others on, and the list is one step back", async ({ page }) => {
    await signInContext(page, AGENT.email);
    await page.goto("/app-central");
    await bell(page).focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Notifications" });
    await popover.getByRole("button", { name: "E-mail settings" }).click();
    const quotes = popover.getByRole("checkbox", { name: "A quote is approved" });
    await expect(quotes).toBeChecked();
    // An agent is never asked about bind requests: the underwriters receive those.
    await expect(popover.getByRole("checkbox")).toHaveCount(7);
    await expect(popover.getByRole("checkbox", { name: "A bind is requested" })).toHaveCount(0);
    await expectAccessible(page, "the bell's e-mail settings");

    await quotes.focus();
    await page.keyboard.press("Space");
    await expect(quotes).not.toBeChecked();
    await expect(popover.getByRole("group", { name: "E-mail me when" })).toBeEnabled();

    await page.reload();
    await bell(page).click();
    await popover.getByRole("button", { name: "E-mail settings" }).click();
    await expect(quotes).not.toBeChecked();
    await expect(popover.getByRole("checkbox", { name: "A policy is bound" })).toBeChecked();
    // Back on, as seeded, for every other journey.
    await quotes.click();
    await expect(quotes).toBeChecked();
    await expect(popover.getByRole("group", { name: "E-mail me when" })).toBeEnabled();
    await popover.getByRole("button", { name: "Back to notifications" }).click();
    await expect(popover.getByRole("button", { name: "Mark all as read" })).toBeVisible();
  });
});
