import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { DocumentSection, GeneratedDocumentContent, LabelledValue } from "@/lib/domain/generated-document-content";

type Doc = PDFKit.PDFDocument;

/** US Letter in points. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 170;
/** Space between two columns, taken from the left one. */
const COLUMN_GAP = 8;
const ROW_GAP = 4;
const SECTION_GAP = 16;
/** Below a signer's name: the line to sign on, the date line and their captions. */
const SIGNATURE_LINES = 50;

const INK = "#111111";
const GREY = "#666666";
const RULE = "#c8c8c8";

const FONT_REGULAR = "DejaVuSans";
const FONT_BOLD = "DejaVuSans-Bold";

interface TextStyle {
  font: typeof FONT_REGULAR | typeof FONT_BOLD;
  size: number;
  color: string;
}

const STYLES = {
  title: { font: FONT_BOLD, size: 20, color: INK },
  heading: { font: FONT_BOLD, size: 12, color: INK },
  body: { font: FONT_REGULAR, size: 10, color: INK },
  strong: { font: FONT_BOLD, size: 10, color: INK },
  label: { font: FONT_REGULAR, size: 10, color: GREY },
  reference: { font: FONT_REGULAR, size: 9, color: INK },
  referenceLabel: { font: FONT_REGULAR, size: 9, color: GREY },
  small: { font: FONT_REGULAR, size: 8, color: GREY },
} satisfies Record<string, TextStyle>;

/** A block of text at a fixed place across the page; a row is several side by side. */
interface Cell {
  text: string;
  x: number;
  width: number;
  style: TextStyle;
}

interface RowOptions {
  /** Draws what a page starts with before the row moves onto it (a table's header row). */
  onNewPage?: () => void;
  /** Height onNewPage takes, so a row only moves when it then fits. */
  reserved?: number;
  /** What to print, one under the other, for a row too tall for any page. */
  stacked?: Cell[];
}

interface FontFiles {
  regular: Buffer;
  bold: Buffer;
}

let fontFiles: Promise<FontFiles> | undefined;

/** The DejaVu files, read once per process: pdfkit's standard fonts only encode Latin-1, not Hebrew, Arabic or most accents. */
function loadFonts(): Promise<FontFiles> {
  fontFiles ??= readFonts().catch((error: unknown) => {
    // A failed read is not cached, so the next document tries again.
    fontFiles = undefined;
    throw error;
  });
  return fontFiles;
}

async function readFonts(): Promise<FontFiles> {
  // Plain files under the app's own node_modules (the server runs from the app's folder): the bundler would turn a
  // module resolution into a module id, and has no module type for a font (next.config.mjs traces the files).
  const folder = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
  const [regular, bold] = await Promise.all([readFile(path.join(folder, "DejaVuSans.ttf")), readFile(path.join(folder, "DejaVuSans-Bold.ttf"))]);
  return { regular, bold };
}

/** Lets other requests run between the steps of a document: pdfkit draws synchronously. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Draws a generated document as a PDF with real, searchable text. */
export async function renderPdf(content: GeneratedDocumentContent, options: { createdAt?: Date } = {}): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    // The header and "Page N of M" are drawn once the page count is known.
    bufferPages: true,
    // No default font: pdfkit would otherwise load Helvetica, which is never used here.
    font: "",
    info: { Title: content.title, Author: "Coverage Marketplace", Subject: content.productName, CreationDate: options.createdAt ?? new Date() },
  });
  const output = collect(doc);
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);

  // One step at a time with a turn of the event loop between them; the title and the references are
  // separate steps because each is the first use of a font face, which fontkit has to parse.
  const steps = [
    () => drawTitle(doc, content.title),
    () => drawReferences(doc, content.references),
    ...content.sections.map((section) => () => drawSection(doc, section)),
    () => drawNotice(doc, content.notice),
    () => drawPageFurniture(doc, content),
  ];
  for (const step of steps) {
    step();
    await yieldToEventLoop();
  }
  doc.end();
  return output;
}

/** The whole file, gathered from pdfkit's stream. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

function applyStyle(doc: Doc, style: TextStyle): Doc {
  return doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

function heightOf(doc: Doc, cell: Cell): number {
  return applyStyle(doc, cell.style).heightOfString(cell.text, { width: cell.width });
}

const rowHeight = (doc: Doc, cells: Cell[]) => Math.max(0, ...cells.map((cell) => heightOf(doc, cell)));

/** Room left on the current page, and on a page with nothing on it yet. */
const spaceLeft = (doc: Doc) => doc.page.maxY() - doc.y;
const pageSpace = (doc: Doc) => doc.page.maxY() - doc.page.margins.top;

/** Starts a new page when what follows would not fit here but would on a fresh one. */
function keepTogether(doc: Doc, height: number): void {
  if (height > spaceLeft(doc) && height <= pageSpace(doc)) doc.addPage();
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + TEXT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Cells side by side, never split over a page break unless no page could hold them. */
function drawRow(doc: Doc, cells: Cell[], options: RowOptions = {}): void {
  const height = rowHeight(doc, cells);
  if (height > spaceLeft(doc)) {
    if (height + (options.reserved ?? 0) > pageSpace(doc)) return drawStacked(doc, options.stacked ?? cells);
    doc.addPage();
    options.onNewPage?.();
  }
  const top = doc.y;
  for (const cell of cells) applyStyle(doc, cell.style).text(cell.text, cell.x, top, { width: cell.width });
  doc.x = MARGIN;
  doc.y = top + height;
}

/** A row taller than a page: its cells one under the other at full width, flowing over pages. */
function drawStacked(doc: Doc, cells: Cell[]): void {
  for (const cell of cells) applyStyle(doc, cell.style).text(cell.text, MARGIN, doc.y, { width: TEXT_WIDTH });
}

function drawTitle(doc: Doc, title: string): void {
  applyStyle(doc, STYLES.title).text(title, MARGIN, MARGIN, { width: TEXT_WIDTH });
  doc.y += 8;
}

/** The references two to a line, each a grey label beside its value. */
function drawReferences(doc: Doc, references: LabelledValue[]): void {
  const half = TEXT_WIDTH / 2;
  const labelWidth = 80;
  const cells = (reference: LabelledValue, x: number): Cell[] => [
    { text: reference.label, x, width: labelWidth - COLUMN_GAP, style: STYLES.referenceLabel },
    { text: reference.value, x: x + labelWidth, width: half - labelWidth - COLUMN_GAP, style: STYLES.reference },
  ];
  for (let i = 0; i < references.length; i += 2) {
    const pair = references.slice(i, i + 2).flatMap((reference, column) => cells(reference, MARGIN + column * half));
    drawRow(doc, pair);
    doc.y += 2;
  }
}

function drawSection(doc: Doc, section: DocumentSection): void {
  drawHeading(doc, section.heading);
  switch (section.kind) {
    case "fields":
      return drawFields(doc, section.fields);
    case "table":
      return drawTable(doc, section.columns, section.rows);
    case "paragraphs":
      return drawParagraphs(doc, section.paragraphs);
    case "signatures":
      return drawSignatures(doc, section.signers);
  }
}

/** A bold heading over a thin rule, kept on the page of the lines that follow it. */
function drawHeading(doc: Doc, heading: string): void {
  doc.y += SECTION_GAP;
  const cell = { text: heading, x: MARGIN, width: TEXT_WIDTH, style: STYLES.heading };
  keepTogether(doc, heightOf(doc, cell) + 48);
  applyStyle(doc, cell.style).text(heading, MARGIN, doc.y, { width: TEXT_WIDTH });
  rule(doc, doc.y + 2);
  doc.y += 8;
}

function drawFields(doc: Doc, fields: LabelledValue[]): void {
  for (const field of fields) {
    drawRow(doc, [
      { text: field.label, x: MARGIN, width: LABEL_WIDTH - COLUMN_GAP, style: STYLES.label },
      { text: field.value, x: MARGIN + LABEL_WIDTH, width: TEXT_WIDTH - LABEL_WIDTH, style: STYLES.body },
    ]);
    doc.y += ROW_GAP;
  }
}

/** Equal columns; the header row is repeated on every page the table continues on. */
function drawTable(doc: Doc, columns: string[], rows: string[][]): void {
  const count = Math.max(columns.length, ...rows.map((row) => row.length));
  if (count === 0) return;
  const columnWidth = TEXT_WIDTH / count;
  const cells = (texts: string[], style: TextStyle): Cell[] =>
    Array.from({ length: count }, (_, i) => ({
      text: texts[i] ?? "",
      x: MARGIN + i * columnWidth,
      width: Math.max(1, columnWidth - COLUMN_GAP),
      style,
    }));
  const header = cells(columns, STYLES.strong);
  const headerHeight = rowHeight(doc, header) + 2 * ROW_GAP;
  const drawHeader = () => {
    drawRow(doc, header);
    rule(doc, doc.y + ROW_GAP / 2);
    doc.y += ROW_GAP;
  };

  // The header row never stands alone at the foot of a page.
  keepTogether(doc, headerHeight + (rows.length > 0 ? rowHeight(doc, cells(rows[0], STYLES.body)) : 0));
  drawHeader();
  for (const row of rows) {
    const body = cells(row, STYLES.body);
    // A row too tall for any page is printed as column name / value lines, so each value keeps its column's name.
    const stacked = body.flatMap((cell, i) => [{ ...cell, text: columns[i] ?? "", style: STYLES.label }, cell]);
    drawRow(doc, body, { onNewPage: drawHeader, reserved: headerHeight, stacked });
    doc.y += ROW_GAP;
  }
}

function drawParagraphs(doc: Doc, paragraphs: string[]): void {
  for (const paragraph of paragraphs) applyStyle(doc, STYLES.body).text(paragraph, MARGIN, doc.y, { width: TEXT_WIDTH, paragraphGap: 6 });
}

/** Each signer's name over a line to sign on and a date line, kept on one page. */
function drawSignatures(doc: Doc, signers: string[]): void {
  const dateX = MARGIN + 330;
  for (const signer of signers) {
    const cell = { text: signer, x: MARGIN, width: TEXT_WIDTH, style: STYLES.body };
    doc.y += 6;
    keepTogether(doc, heightOf(doc, cell) + SIGNATURE_LINES);
    applyStyle(doc, cell.style).text(signer, MARGIN, doc.y, { width: TEXT_WIDTH });
    // Again for the lines alone, in case a name longer than a page pushed them off the end of it.
    keepTogether(doc, SIGNATURE_LINES);
    const lineY = doc.y + 28;
    doc.lineWidth(0.75).strokeColor(INK);
    doc
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + 300, lineY)
      .stroke();
    doc
      .moveTo(dateX, lineY)
      .lineTo(MARGIN + TEXT_WIDTH, lineY)
      .stroke();
    applyStyle(doc, STYLES.small).text("Signature", MARGIN, lineY + 3, { width: 300 });
    doc.text("Date", dateX, lineY + 3, { width: MARGIN + TEXT_WIDTH - dateX });
    doc.x = MARGIN;
    doc.y = lineY + 18;
  }
}

function drawNotice(doc: Doc, notice: string | undefined): void {
  if (!notice) return;
  doc.y += SECTION_GAP;
  applyStyle(doc, STYLES.small).text(notice, MARGIN, doc.y, { width: TEXT_WIDTH });
}

/** The header and footer of every page, drawn last so the footer knows the page count. */
function drawPageFurniture(doc: Doc, content: GeneratedDocumentContent): void {
  const { start, count } = doc.bufferedPageRange();
  const headerY = MARGIN - 26;
  const productWidth = TEXT_WIDTH * 0.6;
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    oneLine(doc, content.productName, MARGIN, headerY, productWidth - COLUMN_GAP, "left");
    oneLine(doc, content.title, MARGIN + productWidth, headerY, TEXT_WIDTH - productWidth, "right");
    rule(doc, MARGIN - 12);
    oneLine(doc, `Page ${page - start + 1} of ${count}`, MARGIN, PAGE_HEIGHT - MARGIN + 18, TEXT_WIDTH, "center");
  }
}

/**
 * Small grey text cut to one line with an ellipsis. The height limit also stops pdfkit from starting
 * a new page for text placed in the bottom margin.
 */
function oneLine(doc: Doc, text: string, x: number, y: number, width: number, align: "left" | "right" | "center"): void {
  applyStyle(doc, STYLES.small);
  doc.text(text, x, y, { width, align, height: doc.currentLineHeight(true) * 1.5, ellipsis: true });
}
