import { Readable } from "node:stream";
import type { DocumentCategory, UploaderType } from "@/lib/domain/documents";
import type { PrismaClient } from "@/server/generated/prisma/client";
import { storageFromEnv } from "@/server/storage/from-env";
import { samplePdf, samplePng } from "./sample-files";
import { stableId } from "./stable-id";

interface DemoDocument {
  key: string;
  application: string;
  /** A supporting document of this cancellation request (keyed by its application). */
  cancellation?: string;
  filename: string;
  category: DocumentCategory;
  uploader: "agent" | "agent2" | "underwriter";
  classification?: string;
  hidden?: boolean;
  daysAgo: number;
  bytes: () => Buffer;
}

const pdf =
  (...lines: string[]) =>
  () =>
    samplePdf(lines);

/** Files on the demo book's quoted, pending-bind and bound applications; one quote worksheet hidden from agents; a cancellation request's bill of sale. */
const demoDocuments: DemoDocument[] = [
  {
    key: "sunrise-quote",
    application: "sunrise-quoted",
    filename: "Contractors Equipment Quote.pdf",
    category: "upload_finalize_quote",
    uploader: "underwriter",
    classification: "quote",
    daysAgo: 6,
    bytes: pdf("Quote: Contractors Equipment", "Sunrise Carpentry LLC", "Annual premium $1,850"),
  },
  {
    key: "sunrise-worksheet",
    application: "sunrise-quoted",
    filename: "Rating worksheet.pdf",
    category: "upload_finalize_quote",
    uploader: "underwriter",
    classification: "worksheet",
    hidden: true,
    daysAgo: 6,
    bytes: pdf("Rating worksheet (underwriting only)", "Schedule credit 5%"),
  },
  {
    key: "sunrise-bound-packet",
    application: "sunrise-bound",
    filename: "Signed App Packet.pdf",
    category: "upload_view_upload",
    uploader: "agent",
    classification: "signed_app_packet",
    daysAgo: 20,
    bytes: pdf("Signed application packet", "Sunrise Carpentry LLC, Commercial Auto"),
  },
  {
    key: "sunrise-bound-binder",
    application: "sunrise-bound",
    filename: "Commercial Auto Binder.pdf",
    category: "Bind",
    uploader: "underwriter",
    classification: "binder",
    daysAgo: 18,
    bytes: pdf("Binder: Commercial Auto", "Sunrise Carpentry LLC"),
  },
  {
    key: "sunrise-bound-vehicles",
    application: "sunrise-bound",
    filename: "Vehicle photo.png",
    category: "upload_view_upload",
    uploader: "agent",
    classification: "photo",
    daysAgo: 21,
    bytes: () => samplePng(240, 160, [70, 110, 160]),
  },
  {
    key: "bistro-packet",
    application: "bistro-pendingbind",
    filename: "Signed App Packet.pdf",
    category: "upload_view_upload",
    uploader: "agent",
    classification: "signed_app_packet",
    daysAgo: 3,
    bytes: pdf("Signed application packet", "Bluebird Bistro, Restaurant Property"),
  },
  {
    key: "bistro-quote",
    application: "bistro-pendingbind",
    filename: "Restaurant Property Quote.pdf",
    category: "upload_finalize_quote",
    uploader: "underwriter",
    classification: "quote",
    daysAgo: 5,
    bytes: pdf("Quote: Restaurant Property", "Bluebird Bistro"),
  },
  {
    key: "granite-binder",
    application: "granite-gl-bound",
    filename: "General Liability Binder.pdf",
    category: "Bind",
    uploader: "underwriter",
    classification: "binder",
    daysAgo: 300,
    bytes: pdf("Binder: General Liability", "Granite Peak Builders Corp"),
  },
  {
    key: "granite-cancel-bill-of-sale",
    application: "granite-cancel-requested",
    cancellation: "granite-cancel-requested",
    filename: "Bill of sale.pdf",
    category: "upload_view_upload",
    uploader: "agent",
    classification: "supporting_document",
    daysAgo: 9,
    bytes: pdf("Bill of sale", "Granite Peak Builders Corp"),
  },
];

const day = 24 * 60 * 60 * 1000;

/**
 * Stores the demo files through the same storage module as uploads, object
 * first and row after. Idempotent: stable ids and keys, and an object that
 * went missing (a wiped folder under a kept database) is written again.
 */
export async function seedDocuments(db: PrismaClient, now: Date): Promise<void> {
  const storage = storageFromEnv(process.env);
  for (const d of demoDocuments) {
    const id = stableId(`document:${d.key}`);
    const storageKey = `documents/${id}`;
    const existing = await db.document.findUnique({ where: { id }, select: { id: true } });
    if (existing && (await storage.exists(storageKey))) continue;
    const bytes = d.bytes();
    await storage.put(storageKey, Readable.from([bytes]), d.filename.endsWith(".png") ? "image/png" : "application/pdf");
    if (existing) continue;
    const applicationId = stableId(`application:${d.application}`);
    const app = await db.application.findUnique({ where: { id: applicationId }, select: { submission: { select: { agencyId: true } } } });
    if (!app) continue;
    const uploader = await db.user.findUniqueOrThrow({ where: { id: stableId(`user:${d.uploader}`) }, select: { id: true, firstName: true, lastName: true } });
    await db.document.create({
      data: {
        id,
        applicationId,
        agencyId: app.submission.agencyId,
        filename: d.filename,
        mimeType: d.filename.endsWith(".png") ? "image/png" : "application/pdf",
        sizeBytes: bytes.length,
        category: d.category,
        classification: d.classification ?? null,
        exclusiveToUnderwriter: d.hidden ?? false,
        uploaderId: uploader.id,
        uploaderName: `${uploader.firstName} ${uploader.lastName}`,
        uploaderType: (d.uploader === "underwriter" ? "Underwriter" : "Agent") satisfies UploaderType,
        storageKey,
        cancellationId: d.cancellation ? stableId(`cancellation:${d.cancellation}`) : null,
        createdAt: new Date(now.getTime() - d.daysAgo * day),
      },
    });
  }
}
