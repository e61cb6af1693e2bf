import fs from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { documentMessages, duplicateMessage } from "../../lib/domain/documents";
import { samplePdf } from "../../prisma/seed/sample-files";
import { stableId } from "../../prisma/seed/stable-id";
import { createSubmission, expect, expectAccessible, inNameOrder, signInContext, signedInContextPage, test, textsOf } from "./support";

const LOSS_RUNS = "Loss runs for the last five years";
const CLAIMS = "Number of liability claims in the last five years";

/** A name no other journey or run uses. */
const unique = (stem: string, extension = "pdf") => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.${extension}`;
const pdfFile = (name: string, ...lines: string[]) => ({ name, mimeType: "application/pdf", buffer: samplePdf([name, ...lines]) });

/** A new submission of the agent's with one General Liability application. */
async function freshApplication(page: Page, baseURL: string): Promise<string> {
  const submission = await createSubmission(page, baseURL, `Document Journeys ${Date.now().toString(36)} LLC`);
  return submission.coverages[0].appID;
}

/** The loss runs question of the general liability questionnaire, revealed by a claim count above zero. */
async function openLossRuns(page: Page, appID: string): Promise<Locator> {
  await page.goto(`/coverage/${appID}/details/gl-coverage`);
  await expect(page.getByRole("heading", { name: "Prior coverage and losses" })).toBeVisible();
  await page.getByLabel(CLAIMS).fill("2");
  const uploader = page.getByRole("group", { name: LOSS_RUNS });
  await expect(uploader).toBeVisible();
  return uploader;
}

/** Chooses files through the upload area's file picker, as a user pressing it would. */
async function chooseFiles(page: Page, uploader: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent("filechooser");
  await uploader.getByRole("button", { name: `Choose files for ${LOSS_RUNS}` }).click();
  await (await chooser).setFiles(files);
}

/** Holds back every script the page asks for from now on (code loaded on first use) until released; says which were asked for. */
async function holdLaterScripts(page: Page) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

const fileRow = (uploader: Locator, filename: string) =>
  uploader
    .getByRole("list", { name: `Files for ${LOSS_RUNS}` })
    .getByRole("listitem")
    .filter({ hasText: filename });

async function applicationDocumentNames(page: Page, appID: string): Promise<string[]> {
  const res = await page.request.get(`/api/applications/${appID}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { documents: { filename: string }[] }).documents.map((d) => d.filename);
}

test.describe("documents", () => {
  test("an agent uploads two loss runs at once, watches them being created, removes one, and the other stays after a reload", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    const appID = stableId("application:sunrise-gl-inprogress");
    const uploader = await openLossRuns(page, appID);
    const first = pdfFile(unique("loss-runs-2021"), "Loss runs 2021");
    const second = pdfFile(unique("loss-runs-2022"), "Loss runs 2022");

    // Uploads wait until the uploading rows have been seen, so the check does not race a fast server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/documents", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await chooseFiles(page, uploader, [first, second]);
    for (const file of [first, second]) {
      await expect(fileRow(uploader, file.name)).toContainText(/Uploading… \d{1,3}%/);
      await expect(fileRow(uploader, file.name).getByRole("progressbar", { name: `Uploading ${file.name}` })).toHaveAttribute("aria-valuenow", /^\d+$/);
    }
    release();
    for (const file of [first, second]) {
      await expect(fileRow(uploader, file.name)).toContainText("Uploaded");
      await expect(fileRow(uploader, file.name).getByRole("progressbar")).toHaveCount(0);
      await expect(fileRow(uploader, file.name).getByRole("link", { name: file.name })).toBeVisible();
    }
    await page.unroute("**/api/documents");
    await expect(uploader.getByRole("status")).toContainText("uploaded.");

    // Several stored files: "Download all" saves each of them.
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await uploader.getByRole("button", { name: "Download all" }).click();
    await expect.poll(() => downloads).toEqual(expect.arrayContaining([first.name, second.name]));

    await fileRow(uploader, first.name)
      .getByRole("button", { name: `Remove ${first.name}` })
      .click();
    await page.getByRole("dialog", { name: "Remove file" }).getByRole("button", { name: "Remove" }).click();
    await expect(fileRow(uploader, first.name)).toHaveCount(0);
    await expect(fileRow(uploader, second.name)).toContainText("Uploaded");
    expect(await applicationDocumentNames(page, appID)).toEqual(expect.arrayContaining([second.name]));
    expect(await applicationDocumentNames(page, appID)).not.toContain(first.name);

    // The claim count is an unsaved answer: the browser asks before the reload, and the question needs it again after.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    const again = await openLossRuns(page, appID);
    await expect(fileRow(again, second.name)).toContainText("Uploaded");
    await expect(fileRow(again, first.name)).toHaveCount(0);
  });

  test("rows say in words what is happening to each file, never the internal state names", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const file = pdfFile(unique("loss-runs-words"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/documents", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await chooseFiles(page, uploader, [file]);
    const row = fileRow(uploader, file.name);
    await expect(row).toContainText(/Uploading… \d{1,3}%/);
    const progress = row.getByRole("progressbar", { name: `Uploading ${file.name}` });
    await expect(progress).toHaveAttribute("aria-valuemax", "100");
    await expect(row).toContainText(`Uploading… ${await progress.getAttribute("aria-valuenow")}%`);
    await expectAccessible(page);
    release();
    await expect(row).toContainText("Uploaded");
    await page.unroute("**/api/documents");

    const refused = { name: unique("loss-runs-words", "txt"), mimeType: "text/plain", buffer: Buffer.from("plain\n") };
    await chooseFiles(page, uploader, [refused]);
    await expect(fileRow(uploader, refused.name)).toContainText("Upload failed");
    for (const internal of ["Persisted", "Creating", "CreationError"]) await expect(uploader).not.toContainText(internal);
  });

  test("removing a stored file asks first: Cancel keeps it, Remove removes it", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const file = pdfFile(unique("loss-runs-confirm"));
    await chooseFiles(page, uploader, [file]);
    const row = fileRow(uploader, file.name);
    await expect(row).toContainText("Uploaded");

    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE") deletes.push(request.url());
    });
    await row.getByRole("button", { name: `Remove ${file.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove file" });
    await expect(dialog).toContainText(`Are you sure you want to remove ${file.name}?`);
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText("Uploaded");
    expect(deletes).toEqual([]);
    expect(await applicationDocumentNames(page, appID)).toEqual([file.name]);

    await row.getByRole("button", { name: `Remove ${file.name}` }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(deletes).toEqual([]);

    await row.getByRole("button", { name: `Remove ${file.name}` }).click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(row).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(await applicationDocumentNames(page, appID)).toEqual([]);
  });

  test("choosing the same file again: a stored one is refused aloud each time, a failed one is uploaded again in its row", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/documents") uploads.push(request.url());
    });
    const file = pdfFile(unique("loss-runs-again"));
    await chooseFiles(page, uploader, [file]);
    await expect(fileRow(uploader, file.name)).toContainText("Uploaded");
    expect(uploads).toHaveLength(1);

    const refusal = uploader.getByRole("alert");
    await chooseFiles(page, uploader, [file]);
    await expect(refusal).toHaveText(duplicateMessage([file.name]));
    await expect(notifications(page).getByText(duplicateMessage([file.name]), { exact: true })).toBeVisible();
    // Said again the next time: a new alert, not the old one left in place.
    const first = await refusal.elementHandle();
    await chooseFiles(page, uploader, [file]);
    await expect(refusal).toHaveText(duplicateMessage([file.name]));
    expect(await first!.evaluate((element) => element.isConnected)).toBe(false);
    expect(uploads).toHaveLength(1);
    await expect(uploader.getByRole("listitem")).toHaveCount(1);

    // The server refuses this one (text, named .pdf): choosing it again is a new attempt in the same row.
    const disguised = { name: unique("loss-runs-retry"), mimeType: "application/pdf", buffer: Buffer.from("not a PDF\n") };
    await chooseFiles(page, uploader, [disguised]);
    await expect(fileRow(uploader, disguised.name)).toContainText("Upload failed");
    await expect(refusal).toHaveCount(0);
    await chooseFiles(page, uploader, [disguised]);
    await expect.poll(() => uploads.length).toBe(3);
    await expect(fileRow(uploader, disguised.name)).toHaveCount(1);
    await expect(fileRow(uploader, disguised.name)).toContainText("Upload failed");
    await expect(uploader.getByRole("listitem")).toHaveCount(2);
  });

  test("a file whose name is already on the list is refused before anything is sent", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const name = unique("prior-carrier-loss-runs");
    await chooseFiles(page, uploader, [pdfFile(name)]);
    await expect(fileRow(uploader, name)).toContainText("Uploaded");

    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/documents") uploads.push(request.url());
    });
    const sameName = name.toUpperCase();
    await chooseFiles(page, uploader, [pdfFile(sameName, "another file, same name")]);
    await expect(notifications(page).getByText(duplicateMessage([sameName]), { exact: true })).toBeVisible();
    expect(uploads).toEqual([]);
    await expect(uploader.getByRole("listitem")).toHaveCount(1);
    expect(await applicationDocumentNames(page, appID)).toEqual([name]);
  });

  test("an underwriter hides an agent's document: the agent no longer finds it, in the list or in the application", async ({ page, browser, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const filename = unique("signed-app-packet");
    const upload = await page.request.post("/api/documents", {
      headers: { origin: new URL(baseURL!).origin },
      multipart: { appID, filename, category: "upload_view_upload", uploaderType: "Agent", file: pdfFile(filename) },
    });
    expect(upload.status()).toBe(201);
    expect(await applicationDocumentNames(page, appID)).toEqual([filename]);

    const underwriter = await signedInContextPage(browser, "underwriter@example.com");
    await underwriter.goto("/documents");
    await expect(underwriter.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
    await underwriter.getByLabel("Search by file name, insured or product").fill(filename);
    const row = underwriter.getByRole("row").filter({ hasText: filename });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("General Liability");
    await expect(row).toContainText("Agent");
    await expect(row.getByRole("link", { name: filename })).toHaveAttribute("href", /\/api\/documents\/[0-9a-f-]+\/file$/);
    await expect(row).not.toContainText("Hidden");
    await row.getByRole("button", { name: `Hide ${filename}` }).click();
    await expect(notifications(underwriter).getByText(documentMessages.hidden, { exact: true })).toBeVisible();
    await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Show ${filename}` })).toBeVisible();

    await page.goto("/documents");
    await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
    await page.getByLabel("Search by file name, insured or product").fill(filename);
    await expect(page.getByText("No Results Found", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Hide ${filename}` })).toHaveCount(0);
    expect(await applicationDocumentNames(page, appID)).toEqual([]);

    await row.getByRole("button", { name: `Show ${filename}` }).click();
    await expect(notifications(underwriter).getByText(documentMessages.shown, { exact: true })).toBeVisible();
    await expect(row.getByText("Hidden", { exact: true })).toHaveCount(0);
    expect(await applicationDocumentNames(page, appID)).toEqual([filename]);
    await underwriter.context().close();
  });

  test("a downloaded file holds exactly the bytes that were uploaded", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const file = pdfFile(unique("loss-runs-keystone"), "Keystone Indemnity", "Valued as of this month", "No open claims");
    await chooseFiles(page, uploader, [file]);
    await expect(fileRow(uploader, file.name)).toContainText("Uploaded");

    const downloading = page.waitForEvent("download");
    await fileRow(uploader, file.name).getByRole("link", { name: file.name }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.name);
    const saved = fs.readFileSync(await download.path());
    expect(saved.equals(file.buffer)).toBe(true);
  });

  test("a file that is not a document the server accepts fails on its row with the spec's message", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    // Named and typed as a PDF, but plain text inside: the server checks the content.
    const disguised = { name: unique("not-really-a-pdf"), mimeType: "application/pdf", buffer: Buffer.from("These are notes, not a PDF.\n") };
    await chooseFiles(page, uploader, [disguised]);
    const row = fileRow(uploader, disguised.name);
    await expect(row).toContainText("Upload failed");
    await expect(row).toContainText(documentMessages.unsupportedType);
    await expect(notifications(page).getByText(documentMessages.unsupportedType, { exact: true })).toBeVisible();
    expect(await applicationDocumentNames(page, appID)).toEqual([]);

    // A type the picker does not take fails the same way without being sent.
    const text = { name: unique("notes", "txt"), mimeType: "text/plain", buffer: Buffer.from("plain notes\n") };
    await chooseFiles(page, uploader, [text]);
    await expect(fileRow(uploader, text.name)).toContainText("Upload failed");
    await expect(fileRow(uploader, text.name)).toContainText(documentMessages.unsupportedType);

    await row.getByRole("button", { name: `Remove ${disguised.name}` }).click();
    await expect(row).toHaveCount(0);
  });
  test("files dropped on the upload area before its drag-and-drop code has loaded are taken once it has", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const held = await holdLaterScripts(page);
    const pdf = pdfFile(unique("dropped-early"));
    const text = { name: unique("dropped-notes", "txt"), mimeType: "text/plain", buffer: Buffer.from("plain notes\n") };
    const dataTransfer = await page.evaluateHandle(
      (files) => {
        const transfer = new DataTransfer();
        for (const f of files) transfer.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
        return transfer;
      },
      [pdf, text].map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString("base64") })),
    );
    const area = uploader.getByRole("button", { name: `Choose files for ${LOSS_RUNS}` });
    for (const type of ["dragenter", "dragover", "drop"]) await area.dispatchEvent(type, { dataTransfer });
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);
    await expect(uploader.getByRole("listitem")).toHaveCount(0);

    held.release();
    await expect(fileRow(uploader, pdf.name)).toContainText("Uploaded");
    await expect(fileRow(uploader, text.name)).toContainText(documentMessages.unsupportedType);
    expect(await applicationDocumentNames(page, appID)).toEqual([pdf.name]);
  });

  test("a press on the upload area before its code has loaded opens the file picker once it has", async ({ page, baseURL }) => {
    await signInContext(page, "agent@example.com");
    const appID = await freshApplication(page, baseURL!);
    const uploader = await openLossRuns(page, appID);
    const held = await holdLaterScripts(page);
    const area = uploader.getByRole("button", { name: `Choose files for ${LOSS_RUNS}` });
    await area.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => held.requested.length).toBeGreaterThan(0);

    const chooser = page.waitForEvent("filechooser");
    held.release();
    const file = pdfFile(unique("chosen-early"));
    await (await chooser).setFiles(file);
    await expect(fileRow(uploader, file.name)).toContainText("Uploaded");
    await expect(area).toBeFocused();
  });

  test("the Documents page lists a page at a time: Load more appends the next, and a page that fails to load says so and loads on retry", async ({ page }) => {
    await signInContext(page, "agent@example.com");
    // Two documents a page, so the agent's seeded documents take several pages.
    // A failed read is tried again twice by itself (lib/api/query-client.ts): the next page fails until the test says.
    let failing = false;
    await page.route(/\/api\/documents(\?.*)?$/, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const url = new URL(route.request().url());
      if (url.searchParams.has("cursor") && failing) {
        return route.fulfill({ status: 503, json: { error: { code: "service_unavailable", message: "Try again." } } });
      }
      url.searchParams.set("limit", "2");
      return route.continue({ url: url.toString() });
    });
    await page.goto("/documents");
    const list = page.getByRole("region", { name: "Document list" });
    const rows = list.getByRole("row").filter({ has: page.getByRole("rowheader") });
    // Upload times read relatively and move on while the test runs ("58 seconds ago", "1 minute ago").
    const rowTexts = () => textsOf(rows);
    await expect(rows).toHaveCount(2);
    const firstPage = await rowTexts();

    await list.getByRole("button", { name: "Load more" }).click();
    await expect(rows).toHaveCount(4);
    expect((await rowTexts()).slice(0, 2)).toEqual(firstPage);

    failing = true;
    await list.getByRole("button", { name: "Load more" }).click();
    await expect(list.getByText("More documents could not be loaded.")).toBeVisible();
    await expect(rows).toHaveCount(4);
    failing = false;
    await list.getByRole("button", { name: /Try again|Retry/ }).click();
    await expect(rows).toHaveCount(6);
    await expect(list.getByText("More documents could not be loaded.")).toHaveCount(0);

    // While another search loads, the rows on screen stay but offer no next page: theirs belongs to the earlier search.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/documents\?search=/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByLabel("Search by file name, insured or product").fill("pdf");
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(rows).toHaveCount(6);
    await expect(list.getByRole("button", { name: "Load more" })).toHaveCount(0);
    release();
    await expect(list).not.toHaveAttribute("aria-busy", "true");
  });

  test("the File heading sorts the Documents page by name, A to Z then Z to A, across its pages, the address keeping the sort; Uploaded by sorts too", async ({
    page,
  }) => {
    await signInContext(page, "agent@example.com");
    // Two documents a page, so the order is seen across a page's end.
    await page.route(/\/api\/documents\?/, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("limit", "2");
      return route.continue({ url: url.toString() });
    });
    await page.goto("/documents");
    const list = page.getByRole("region", { name: "Document list" });
    const names = list.getByRole("rowheader").getByRole("link");
    const file = list.getByRole("columnheader", { name: "File" });
    await expect(file).toHaveAttribute("aria-sort", "none");

    // Each click of the heading: A to Z first, then Z to A, each across a page's end.
    for (const [param, words, direction] of [
      ["file", "A to Z", "asc"],
      ["-file", "Z to A", "desc"],
    ] as const) {
      await file.getByRole("button", { name: "File" }).click();
      await expect(file).toHaveAttribute("aria-sort", direction === "asc" ? "ascending" : "descending");
      await expect(page).toHaveURL(new RegExp(`/documents\\?sort=${param}$`));
      await expect(list.getByRole("table", { name: `Documents, by file name, ${words}` })).toBeVisible();
      await expect(list).not.toHaveAttribute("aria-busy", "true");
      await expect(names).toHaveCount(2);
      await list.getByRole("button", { name: "Load more" }).click();
      await expect(names).toHaveCount(4);
      expect(inNameOrder(await names.allTextContents(), direction)).toBe(true);
    }

    await page.reload();
    await expect(list.getByRole("table", { name: "Documents, by file name, Z to A" })).toBeVisible();
    await expect(file).toHaveAttribute("aria-sort", "descending");

    // The Uploaded by heading: who uploaded each, A to Z, across a page's end.
    const uploader = list.getByRole("columnheader", { name: "Uploaded by" });
    await uploader.getByRole("button", { name: "Uploaded by" }).click();
    await expect(uploader).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/\/documents\?sort=uploader$/);
    await expect(list.getByRole("table", { name: "Documents, by uploader, A to Z" })).toBeVisible();
    await expect(list).not.toHaveAttribute("aria-busy", "true");
    await list.getByRole("button", { name: "Load more" }).click();
    await expect(names).toHaveCount(4);
    expect(inNameOrder(await list.locator("tbody tr td:nth-child(4) span:first-child").allTextContents(), "asc")).toBe(true);
  });
});
