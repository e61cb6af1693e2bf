/** Background work of an app server: the notification mailer and the sweep of abandoned document objects (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startMailer } = await import("./server/notifications/mailer");
  startMailer();
  const { startDocumentSweep } = await import("./server/services/document-upload");
  startDocumentSweep();
}
