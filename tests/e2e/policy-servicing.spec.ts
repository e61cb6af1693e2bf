import { type Page, type Route } from "@playwright/test";
import { lapseDays } from "../../lib/domain/cancellations";
import { CANCELLATION_SCHEDULED, formatLapse } from "../../lib/domain/policy-servicing";
import { utcToday } from "../../lib/questionnaire/dates";
import { formatDay } from "../../lib/domain/dates";
import { samplePdf } from "../../prisma/seed/sample-files";
import { stableId } from "../../prisma/seed/stable-id";
import { boundPolicy, cancelledPolicy, requestedCancellation, submittedApplication } from "./journeys";
import { expect, inNameOrder, signInContext, signedInContextPage, test } from "./support";

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const policyRegion = (page: Page) => page.getByRole("region", { name: "Policy", exact: true });

interface Policy {
  policyNo: string;
  effectiveDate: string;
  expirationDate: string;
  productName: string;
}

async function readPolicy(page: Page, appID: string): Promise<Policy> {
  const res = await page.request.get(`/api/applications/${appID}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Policy;
}

/** The policy's row in /cancellations or /reinstatements, found through the table's search by policy number. */
async function historyRow(page: Page, path: "/cancellations" | "/reinstatements", policyNo: string) {
  await page.goto(path);
  await page.getByLabel("Search by insured, product or policy number").fill(policyNo);
  const rows = page
    .getByRole("region", { name: path === "/cancellations" ? "Cancellation list" : "Reinstatement list" })
    .getByRole("row")
    .filter({ hasText: policyNo });
  await expect(rows).toHaveCount(1);
  return rows.first();
}

type Row = ReturnType<Page["getByRole"]>;

/** Opens a record's dialog from its row and checks its status history; the dialog stays open. */
async function openRecord(page: Page, row: Row, name: string, list: string, statuses: string[]) {
  await row.getByRole("button", { name: `Status history of ${name}` }).click();
  const dialog = page.getByRole("dialog");
  const entries = dialog.getByRole("list", { name: list }).getByRole("listitem");
  await expect(entries).toHaveCount(statuses.length);
  for (const [i, status] of statuses.entries()) await expect(entries.nth(i)).toContainText(status);
  return dialog;
}

async function closeRecord(dialog: Row) {
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
}

/** A note written in a record's dialog: tied to the record. */
async function writeRecordNote(dialog: Row, text: string, internal = false) {
  const form = dialog.getByRole("form", { name: "New note" });
  await form.getByRole("textbox", { name: "New note" }).fill(text);
  if (internal) await form.getByRole("checkbox", { name: "Internal" }).check();
  await form.getByRole("button", { name: "Add note", exact: true }).click();
  await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  // The box empties once the note is sent: closing before then would rightly ask about an unsaved note.
  await expect(form.getByRole("textbox", { name: "New note" })).toHaveValue("");
}

test.describe("policy servicing", () => {
  test("an agent requests cancellation, the underwriter cancels, the agent requests reinstatement, the underwriter reinstates; both follow it in the policy history", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const appID = stableId("application:granite-gl-bound");
    const summary = `/coverage/${appID}/summary`;
    const agent = await signedInContextPage(browser, "agent@example.com");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const policy = await readPolicy(agent, appID);
    const cancellationDate = addDays(policy.effectiveDate, 30);
    const today = new Date().toISOString().slice(0, 10);
    const name = `${policy.productName} ${policy.policyNo}`;

    // The agent's summary of the bound policy: number, term and cost, and only the agent's request.
    await agent.goto(summary);
    await expect(agent.getByRole("heading", { level: 1, name: policy.productName })).toBeVisible();
    await expect(policyRegion(agent)).toContainText(policy.policyNo);
    await expect(policyRegion(agent)).toContainText(`${formatDay(policy.effectiveDate)} – ${formatDay(policy.expirationDate)}`);
    await expect(policyRegion(agent)).toContainText(/\$\d{1,3}(,\d{3})*(?![.\d])/);
    await expect(agent.getByRole("link", { name: "Review Submission" })).toHaveAttribute(
      "href",
      `/app-central?submissionID=${stableId("submission:granite-builders")}`,
    );
    await expect(agent.getByRole("button", { name: "Cancel Policy" })).toHaveCount(0);

    await agent.getByRole("button", { name: "Request Cancellation" }).click();
    let dialog = agent.getByRole("dialog", { name: "Request Cancellation" });
    await dialog.getByLabel("Cancellation date").fill(addDays(policy.expirationDate, 1));
    await dialog.getByLabel("Reason").fill("The insured sold the business.");
    await dialog.getByRole("button", { name: "Request Cancellation" }).click();
    await expect(dialog.getByText("Please select a date within the policy term.")).toBeVisible();
    await dialog.getByLabel("Cancellation date").fill(cancellationDate);
    await dialog.getByRole("button", { name: "Request Cancellation" }).click();
    // The request is made; the dialog then takes its supporting documents, each straight onto the request.
    const supporting = dialog.getByRole("group", { name: "Supporting documents" });
    const chooser = agent.waitForEvent("filechooser");
    await supporting.getByRole("button", { name: "Choose files for Supporting documents" }).click();
    await (await chooser).setFiles({ name: "bill-of-sale.pdf", mimeType: "application/pdf", buffer: samplePdf(["Bill of sale"]) });
    await expect(supporting.getByRole("list", { name: "Files for Supporting documents" }).getByRole("link", { name: "bill-of-sale.pdf" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(policyRegion(agent)).toContainText("Cancellation Requested");
    await expect(agent.getByRole("button", { name: "Request Cancellation" })).toHaveCount(0);

    // The underwriter decides the request: Cancel Policy keeps the requested date and adds what it is due to.
    await underwriter.goto(summary);
    await expect(policyRegion(underwriter)).toContainText("Cancellation Requested");
    await expect(underwriter.getByRole("button", { name: "Deny Cancellation" })).toBeVisible();
    await underwriter.getByRole("button", { name: "Cancel Policy" }).click();
    dialog = underwriter.getByRole("dialog", { name: "Cancel Policy" });
    await expect(dialog.getByLabel("Cancellation date")).toHaveValue(cancellationDate);
    await dialog.getByLabel("Due to").fill("Insured request");
    await dialog.getByRole("button", { name: "Cancel Policy" }).click();
    await expect(dialog).toBeHidden();
    await expect(policyRegion(underwriter)).toContainText("Cancelled");
    await expect(policyRegion(underwriter)).toContainText(formatDay(cancellationDate));
    await expect(policyRegion(underwriter).getByText("Return premium")).toBeVisible();

    // The agent sees the cancelled policy and requests reinstatement.
    await agent.reload();
    await expect(policyRegion(agent)).toContainText("Cancelled");
    await expect(policyRegion(agent)).toContainText(formatDay(cancellationDate));
    await agent.getByRole("button", { name: "Request Reinstatement" }).click();
    dialog = agent.getByRole("dialog", { name: "Request Reinstatement" });
    await dialog.getByRole("button", { name: "Request Reinstatement" }).click();
    await expect(dialog.getByText("Please enter a reason.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The sale fell through.");
    await dialog.getByRole("button", { name: "Request Reinstatement" }).click();
    // Supporting documents are optional.
    await expect(dialog.getByRole("group", { name: "Supporting documents" })).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(policyRegion(agent)).toContainText("Reinstatement Requested");

    // The underwriter reinstates: Bound again, with the lapse since the cancellation date.
    await underwriter.reload();
    await expect(policyRegion(underwriter)).toContainText("Reinstatement Requested");
    await underwriter.getByRole("button", { name: "Reinstate", exact: true }).click();
    dialog = underwriter.getByRole("dialog", { name: "Reinstate Policy" });
    await dialog.getByRole("button", { name: "Reinstate", exact: true }).click();
    await expect(dialog).toBeHidden();
    const lapse = formatLapse(lapseDays(cancellationDate, today));
    await expect(policyRegion(underwriter)).toContainText("Bound");
    await expect(policyRegion(underwriter)).toContainText(lapse);

    await agent.reload();
    await expect(policyRegion(agent)).toContainText("Bound");
    await expect(policyRegion(agent)).toContainText(lapse);
    await expect(agent.getByRole("button", { name: "Request Cancellation" })).toBeVisible();

    // Both follow each step in the policy history, with its status history, the request's document and its notes; only the underwriter sees what the cancellation is due to.
    const agentNote = "The bill of sale is attached.";
    const internalNote = "No open claims on this policy.";
    for (const page of [agent, underwriter]) {
      const cancellation = await historyRow(page, "/cancellations", policy.policyNo);
      await expect(cancellation).toContainText("Cancelled");
      await expect(cancellation).toContainText(formatDay(cancellationDate));
      await expect(cancellation.getByRole("link", { name: "bill-of-sale.pdf" })).toHaveAttribute("href", /^\/api\/documents\/[0-9a-f-]+\/file$/);
      if (page === underwriter) await expect(cancellation).toContainText("Insured request");
      else await expect(cancellation).not.toContainText("Insured request");
      let record = await openRecord(page, cancellation, name, "Status history of the cancellation", ["Cancellation Requested", "Cancelled"]);
      await expect(record.getByRole("link", { name: "bill-of-sale.pdf" })).toBeVisible();
      if (page === agent) {
        await expect(record.getByText("No notes")).toBeVisible();
        await writeRecordNote(record, agentNote);
      } else {
        await expect(record.getByText(agentNote, { exact: true })).toBeVisible();
        await writeRecordNote(record, internalNote, true);
      }
      await closeRecord(record);

      const reinstatement = await historyRow(page, "/reinstatements", policy.policyNo);
      await expect(reinstatement).toContainText("Reinstated");
      await expect(reinstatement).toContainText(lapse);
      record = await openRecord(page, reinstatement, name, "Status history of the reinstatement", ["Reinstatement Requested", "Reinstated"]);
      // The cancellation's notes are its own, not the reinstatement's.
      await expect(record.getByText("No notes")).toBeVisible();
      await closeRecord(record);
    }
    // The underwriter's internal note never reaches the agent.
    const cancellation = await historyRow(agent, "/cancellations", policy.policyNo);
    const record = await openRecord(agent, cancellation, name, "Status history of the cancellation", ["Cancellation Requested", "Cancelled"]);
    await expect(record.getByText(agentNote, { exact: true })).toBeVisible();
    await expect(record.getByText(internalNote)).toHaveCount(0);
    await closeRecord(record);
  });

  test("an underwriter cancels a requested cancellation from the policy history: the policy is Bound again", async ({ page }) => {
    const appID = stableId("application:granite-cancel-requested");
    await signInContext(page, "underwriter@example.com");
    const policy = await readPolicy(page, appID);
    const row = await historyRow(page, "/cancellations", policy.policyNo);
    await expect(row).toContainText("Cancellation Requested");
    await row.getByRole("button", { name: `Status history of ${policy.productName} ${policy.policyNo}` }).click();
    // Viewing is what the dialog is for: Close is its last, default button; the destructive one only opens a confirmation.
    // (The first Close is the header's icon button.)
    const buttons = page.getByRole("dialog").getByRole("button", { name: /^(Cancel Cancellation|Close)$/ });
    await expect(buttons).toHaveText(["", "Cancel Cancellation", "Close"]);
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Cancellation" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel Cancellation" });
    await expect(confirm).toContainText(`This deletes the cancellation endorsement or data sheet and reverts the status to Bound for ${policy.productName}.`);
    // Closing the confirmation changes nothing; its own button is the one that cancels.
    await confirm.getByRole("button", { name: "Close" }).last().click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText("Cancellation Requested");
    await row.getByRole("button", { name: `Status history of ${policy.productName} ${policy.policyNo}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel Cancellation" }).click();
    await confirm.getByRole("button", { name: "Cancel Cancellation" }).click();
    await expect(page.getByText("Cancellation has been successfully cancelled")).toBeVisible();
    await expect(row).toContainText("Cancellation Cancelled");
    await page.goto(`/coverage/${appID}/summary`);
    await expect(policyRegion(page)).toContainText("Bound");
  });

  test("an underwriter finds a requested cancellation in the work queue's Cancellations tab, with its count, and denies it from there; the policy's timeline shows it, and the agent follows the bell to the policy", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const policy = await boundPolicy(underwriter, created.appID, 1000);
    await requestedCancellation(agent, created.appID);
    const counted = (await (await underwriter.request.get("/api/work-queue/counts")).json()) as { cancellation: number };

    await underwriter.goto("/submission");
    const tab = underwriter.getByRole("tab", { name: /^Cancellations/ });
    await expect(tab).toHaveAccessibleName(`Cancellations ${counted.cancellation} waiting`);
    await tab.click();
    await expect(underwriter).toHaveURL(/\/submission\?tab=cancellation$/);
    const panel = underwriter.getByRole("tabpanel", { name: /^Cancellations/ });
    await panel.getByLabel("Search by insured or policy number").fill(policy.policyNo!);
    const row = panel.getByRole("row").filter({ hasText: policy.policyNo! });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(created.insured);
    await expect(row).toContainText("Cancellation Requested");
    // The tab sorts from its Waiting heading as the queue does; the address keeps the tab and the sort.
    const waiting = panel.getByRole("columnheader", { name: "Waiting" });
    await expect(waiting).toHaveAttribute("aria-sort", "descending");
    await waiting.getByRole("button", { name: "Waiting" }).click();
    await expect(waiting).toHaveAttribute("aria-sort", "ascending");
    await expect(underwriter).toHaveURL(/\/submission\?tab=cancellation&sort=waiting$/);
    await expect(panel.getByRole("table", { name: "Cancellations waiting on an underwriter, latest arrivals first" })).toBeVisible();
    await expect(row).toHaveCount(1);
    // And from its Insured heading, A to Z.
    await panel.getByRole("columnheader", { name: "Insured" }).getByRole("button", { name: "Insured" }).click();
    await expect(underwriter).toHaveURL(/\/submission\?tab=cancellation&sort=insured$/);
    await expect(panel.getByRole("table", { name: "Cancellations waiting on an underwriter, by insured, A to Z" })).toBeVisible();
    await expect(row).toHaveCount(1);
    await row.getByRole("link", { name: new RegExp(`^${created.insured}`) }).click();

    // The link lands where the decision is made: the policy's summary.
    await expect(underwriter).toHaveURL(new RegExp(`/coverage/${created.appID}/summary$`));
    await expect(policyRegion(underwriter)).toContainText("Cancellation Requested");
    await underwriter.getByRole("button", { name: "Deny Cancellation" }).click();
    const dialog = underwriter.getByRole("dialog", { name: "Deny Cancellation" });
    await dialog.getByRole("button", { name: "Deny Cancellation" }).click();
    await expect(dialog).toBeHidden();
    await expect(policyRegion(underwriter)).toContainText("Cancellation Denied");
    // The policy's timeline shows the decision on top at once, the request and the bind below.
    const timeline = underwriter.getByRole("list", { name: "Policy timeline, newest first" });
    await expect(timeline.getByRole("listitem").first()).toContainText("Cancellation denied by Uma Underwriter");
    await expect(timeline).toContainText("Cancellation requested by Avery Agent");
    await expect(timeline).toContainText("Bound by Uma Underwriter");

    // Decided, it leaves the queue, and the tab counts one fewer.
    await underwriter.goto("/submission?tab=cancellation");
    await expect(underwriter.getByRole("tab", { name: /^Cancellations/ })).toHaveAttribute("aria-selected", "true");
    await underwriter.getByLabel("Search by insured or policy number").fill(policy.policyNo!);
    await expect(underwriter.getByText("No Results Found", { exact: true })).toBeVisible();
    await expect(underwriter.getByRole("tab", { name: /^Cancellations/ })).toHaveAccessibleName(`Cancellations ${counted.cancellation - 1} waiting`);

    // The agent is told in the bell, which names the policy and opens its summary.
    await agent.goto("/app-central");
    await agent.getByRole("button", { name: /^Notifications, [1-9]\d* unread$/ }).click();
    // The bell holds the latest 20, and other journeys' decisions reach the same agency: the newest, the denial, is the one checked
    // (each kind and its recipients are the API tests').
    const told = agent
      .getByRole("dialog", { name: "Notifications" })
      .getByRole("link")
      .filter({ hasText: `for ${created.insured}, policy ${policy.policyNo}` })
      .filter({ hasText: "Cancellation denied" });
    await expect(told).toContainText("by Uma Underwriter");
    await told.click();
    await expect(agent).toHaveURL(new RegExp(`/coverage/${created.appID}/summary$`));
    await expect(policyRegion(agent)).toContainText("Cancellation Denied");
    // Denied, the policy is in force as it was: the agent may service it as a Bound one.
    await expect(agent.getByRole("button", { name: "Request Cancellation" })).toBeVisible();
    await expect(agent.getByRole("link", { name: "Endorse", exact: true })).toBeVisible();
    // The summary names the insured, the carrier and the limits as answered.
    const coverage = agent.getByRole("region", { name: "Coverage" });
    await expect(coverage).toContainText(created.insured);
    await expect(coverage).toContainText("Limits of liability");
  });

  test("a cancellation dated after today is scheduled: the policy reads Cancellation Scheduled until that day, and can be withdrawn", async ({ browser }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    const policy = await boundPolicy(underwriter, created.appID, 1000);
    const cancellationDate = addDays(utcToday(), 10);

    await underwriter.goto(`/coverage/${created.appID}/summary`);
    await underwriter.getByRole("button", { name: "Cancel Policy" }).click();
    const dialog = underwriter.getByRole("dialog", { name: "Cancel Policy" });
    await expect(dialog).toContainText("A day after today schedules the cancellation: the policy stays in force until then.");
    await dialog.getByLabel("Cancellation date").fill(cancellationDate);
    await dialog.getByLabel("Reason").fill("The insured asked to end the policy at the end of the month.");
    await dialog.getByRole("button", { name: "Cancel Policy" }).click();
    await expect(underwriter.getByText(CANCELLATION_SCHEDULED)).toBeVisible();
    await expect(policyRegion(underwriter)).toContainText("Cancellation Scheduled");
    await expect(policyRegion(underwriter)).toContainText(formatDay(cancellationDate));
    await expect(policyRegion(underwriter)).not.toContainText("Cancelled");

    // The agent's submission: still a policy, in the Policy Summary block.
    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    const row = agent.getByRole("region", { name: "Coverages", exact: true }).getByRole("row", { name: /General Liability/ });
    await expect(row).toContainText("Cancellation Scheduled");
    await expect(agent.getByRole("region", { name: "Policy Summary", exact: true })).toContainText("Cancellation Scheduled");

    // Withdrawn before its day: Bound again.
    const record = await historyRow(underwriter, "/cancellations", policy.policyNo!);
    await expect(record).toContainText("Cancellation Scheduled");
    const opened = await openRecord(underwriter, record, `General Liability ${policy.policyNo}`, "Status history of the cancellation", [
      "Cancellation Scheduled",
    ]);
    await opened.getByRole("button", { name: "Cancel Cancellation" }).click();
    await underwriter.getByRole("dialog", { name: "Cancel Cancellation" }).getByRole("button", { name: "Cancel Cancellation" }).click();
    await expect(underwriter.getByText("Cancellation has been successfully cancelled")).toBeVisible();
    await underwriter.goto(`/coverage/${created.appID}/summary`);
    await expect(policyRegion(underwriter)).toContainText("Bound");
  });

  test("a submission's Policy Summary totals its policies; from a cancelled policy the agent requests reinstatement and the underwriter reinstates directly", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, ["general_liability", "contractors_equipment"]);
    const [general, equipment] = created.appIDs;
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await boundPolicy(underwriter, general, 1000);
    await boundPolicy(underwriter, equipment, 2345);

    const submissionPage = `/app-central?submissionID=${created.submissionID}`;
    await agent.goto(submissionPage);
    const policies = agent.getByRole("region", { name: "Policy Summary", exact: true });
    await expect(policies).toContainText("Total cost $3,345");

    await cancelledPolicy(underwriter, general);
    await cancelledPolicy(underwriter, equipment);

    // The agent's reinstate is the reinstatement request.
    await agent.reload();
    await agent.getByRole("button", { name: "More actions for General Liability (Cancelled)" }).click();
    await expect(agent.getByRole("menuitem", { name: "Reinstate", exact: true })).toHaveCount(0);
    await agent.getByRole("menuitem", { name: "Request Reinstatement" }).click();
    let dialog = agent.getByRole("dialog", { name: "Request Reinstatement" });
    await dialog.getByLabel("Reason").fill("The premium has been paid.");
    await dialog.getByRole("button", { name: "Request Reinstatement" }).click();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(agent.getByRole("link", { name: "Review General Liability (Reinstatement Requested)" })).toBeVisible();

    // The underwriter's reinstates the cancelled policy directly, with the same record and history.
    await underwriter.goto(submissionPage);
    await underwriter.getByRole("button", { name: "More actions for Contractors Equipment (Cancelled)" }).click();
    await underwriter.getByRole("menuitem", { name: "Reinstate", exact: true }).click();
    dialog = underwriter.getByRole("dialog", { name: "Reinstate Policy" });
    await dialog.getByLabel("Reason").fill("Paid in full at the office.");
    await dialog.getByRole("button", { name: "Reinstate", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(underwriter.getByText("Policy reinstated.")).toBeVisible();
    await expect(underwriter.getByRole("link", { name: "Review Contractors Equipment (Bound)" })).toBeVisible();
    const equipmentPolicy = await readPolicy(underwriter, equipment);
    const reinstated = await historyRow(underwriter, "/reinstatements", equipmentPolicy.policyNo);
    await expect(reinstated).toContainText("Reinstated");
  });

  test("a row's request opens its dialog at once: loading while the policy is read, a retry when the read fails, and the action can be chosen again", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const agent = await signedInContextPage(browser, "agent@example.com");
    const created = await submittedApplication(agent, "general_liability");
    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await boundPolicy(underwriter, created.appID, 1000);
    await cancelledPolicy(underwriter, created.appID);

    await agent.goto(`/app-central?submissionID=${created.submissionID}`);
    // The policy's read fails, the server's way, until let through.
    const failing = (route: Route) => (route.request().method() === "GET" ? route.fulfill({ status: 503, body: "{}" }) : route.continue());
    await agent.route(`**/api/applications/${created.appID}`, failing);
    const choose = async () => {
      await agent.getByRole("button", { name: "More actions for General Liability (Cancelled)" }).click();
      await agent.getByRole("menuitem", { name: "Request Reinstatement" }).click();
    };
    const dialog = agent.getByRole("dialog", { name: "Request Reinstatement" });
    await choose();
    await expect(dialog.getByRole("status")).toHaveText("Loading the policy…");
    await expect(dialog.getByRole("alert")).toContainText("The policy could not be loaded. Check your connection and try again.");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();

    // Chosen again, it reads again.
    await choose();
    await expect(dialog.getByRole("status")).toHaveText("Loading the policy…");
    await expect(dialog.getByRole("alert")).toContainText("The policy could not be loaded.");
    await agent.unroute(`**/api/applications/${created.appID}`, failing);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await dialog.getByLabel("Reason").fill("The premium has been paid.");
    await dialog.getByRole("button", { name: "Request Reinstatement" }).click();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(agent.getByRole("link", { name: "Review General Liability (Reinstatement Requested)" })).toBeVisible();
  });

  test("an underwriter removes a renewal link from the coverage table and links the application again", async ({ page }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto(`/app-central?submissionID=${stableId("submission:granite-builders")}`);
    const table = page.getByRole("region", { name: "Coverages", exact: true });
    await table.getByRole("button", { name: "Show renewals (5)" }).click();
    await table.getByRole("button", { name: "Cancel renewal link of General Liability renewal (In Progress)" }).click();
    let dialog = page.getByRole("dialog", { name: "Cancel Renewal Link" });
    await dialog.getByRole("button", { name: "Remove Link" }).click();
    await expect(dialog).toBeHidden();
    // Four renewals left under the policy (three shown, one more), and the unlinked application is a row of its own.
    await expect(table.getByRole("button", { name: "View More renewals (1 more)" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "General Liability", exact: true })).toHaveCount(1);

    await table.getByRole("button", { name: "More actions for General Liability (Bound)" }).click();
    await page.getByRole("menuitem", { name: "Link Renewal" }).click();
    dialog = page.getByRole("dialog", { name: "Link Renewal" });
    await expect(dialog.getByLabel("Renewal application")).toContainText("General Liability (In Progress)");
    await dialog.getByRole("button", { name: "Link Renewal" }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole("button", { name: "View More renewals (2 more)" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "General Liability", exact: true })).toHaveCount(0);
  });

  test("an underwriter links a policy as the renewal of a policy of another submission of the agency, found by insured name, and removes the link", async ({
    page,
  }) => {
    const renewalID = stableId("application:sunrise-bound");
    const originalID = stableId("application:granite-cancelled");
    await signInContext(page, "underwriter@example.com");
    await page.goto(`/app-central?submissionID=${stableId("submission:sunrise-carpentry")}`);
    const table = page.getByRole("region", { name: "Coverages", exact: true });
    await table.getByRole("button", { name: "More actions for Commercial Auto (Bound)" }).click();
    await page.getByRole("menuitem", { name: "Link Renewal" }).click();
    let dialog = page.getByRole("dialog", { name: "Link Renewal" });
    // No application of this submission renews it, so the dialog searches the agency's other submissions.
    await dialog.getByLabel("Search other submissions of this agency").fill("granite");
    await expect(dialog.getByLabel("Policy it renews")).toContainText("Granite Peak Builders Corp · Commercial Auto (Cancelled)");
    await dialog.getByRole("button", { name: "Link Renewal" }).click();
    await expect(dialog).toBeHidden();
    const read = async (appID: string) =>
      (await (await page.request.get(`/api/applications/${appID}`)).json()) as {
        renewedFromAppID: string | null;
        linkedCoverages: { renewals: { appID: string }[] };
      };
    expect((await read(renewalID)).renewedFromAppID).toBe(originalID);
    expect((await read(originalID)).linkedCoverages.renewals.map((r) => r.appID)).toEqual([renewalID]);

    await table.getByRole("button", { name: "More actions for Commercial Auto (Bound)" }).click();
    await page.getByRole("menuitem", { name: "Link Renewal" }).click();
    dialog = page.getByRole("dialog", { name: "Link Renewal" });
    await expect(dialog).toContainText("This policy is linked as the renewal of a policy of another submission.");
    await dialog.getByRole("button", { name: "Remove Link" }).click();
    await expect(dialog).toBeHidden();
    expect((await read(renewalID)).renewedFromAppID).toBeNull();
    expect((await read(originalID)).linkedCoverages.renewals).toEqual([]);
  });

  test("a policy that cannot be read shows Application Not Found with the way back", async ({ page }) => {
    await signInContext(page, "agent2@example.com");
    await page.goto(`/coverage/${stableId("application:granite-gl-bound")}/summary`);
    await expect(page.getByRole("heading", { name: "Oops! Application Not Found." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute("href", "/app-central");
  });

  test("the Insured heading sorts the reinstatements by insured, A to Z then Z to A, the address keeping the sort; Status, Cancellation date and Lapse sort too", async ({
    page,
  }) => {
    await signInContext(page, "underwriter@example.com");
    await page.goto("/reinstatements");
    const list = page.getByRole("region", { name: "Reinstatement list" });
    const insured = list.getByRole("columnheader", { name: "Insured" });
    // The rows once the list in the new order has come (the earlier order's stay, dimmed, while it loads).
    const names = async () => {
      await expect(list).not.toHaveAttribute("aria-busy", "true");
      return list.getByRole("rowheader").locator("span:first-child").allTextContents();
    };
    await expect(insured).toHaveAttribute("aria-sort", "none");
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(page).toHaveURL(/\/reinstatements\?sort=insured$/);
    await expect(list.getByRole("table", { name: "Reinstatements, by insured, A to Z" })).toBeVisible();
    expect(inNameOrder(await names(), "asc")).toBe(true);
    await insured.getByRole("button", { name: "Insured" }).click();
    await expect(list.getByRole("table", { name: "Reinstatements, by insured, Z to A" })).toBeVisible();
    expect(inNameOrder(await names(), "desc")).toBe(true);
    await page.reload();
    await expect(insured).toHaveAttribute("aria-sort", "descending");

    // The Status heading: the badges A to Z as they read; the Cancellation date heading: latest first.
    const status = list.getByRole("columnheader", { name: "Status" });
    await status.getByRole("button", { name: "Status" }).click();
    await expect(page).toHaveURL(/\/reinstatements\?sort=status$/);
    await expect(list.getByRole("table", { name: "Reinstatements, by status, A to Z" })).toBeVisible();
    await expect(list).not.toHaveAttribute("aria-busy", "true");
    expect(inNameOrder(await list.locator("tbody [data-status]").allTextContents(), "asc")).toBe(true);
    const cancelled = list.getByRole("columnheader", { name: "Cancellation date" });
    await cancelled.getByRole("button", { name: "Cancellation date" }).click();
    await expect(cancelled).toHaveAttribute("aria-sort", "descending");
    await expect(list.getByRole("table", { name: "Reinstatements, by cancellation date, latest first" })).toBeVisible();
    await expect(list).not.toHaveAttribute("aria-busy", "true");
    const days = (await list.locator("tbody tr td:nth-child(4)").allTextContents()).map((d) => d.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, "$3-$1-$2"));
    // A reinstatement of no recorded cancellation ("—") has no date: last when the latest come first.
    const dated = days.filter((d) => d !== "—");
    expect(days).toEqual([...dated.toSorted().toReversed(), ...days.slice(dated.length).fill("—")]);
    // And the Lapse heading: the longest lapse first.
    const lapse = list.getByRole("columnheader", { name: "Lapse" });
    await lapse.getByRole("button", { name: "Lapse" }).click();
    await expect(lapse).toHaveAttribute("aria-sort", "descending");
    await expect(list.getByRole("table", { name: "Reinstatements, longest lapse first" })).toBeVisible();
  });

  test("a cancellation list that cannot be loaded says so, with the way back to the marketplace", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    await page.route("**/api/cancellations*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Boom" } }) }),
    );
    await page.goto("/cancellations");
    await expect(page.getByRole("heading", { name: "Oops! Cancellations Not Found." })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Back to Marketplace" })).toHaveAttribute("href", "/app-central");
  });
});
