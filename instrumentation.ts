/** Background work of an app server: the notification mailer, and the sweeps of abandoned document objects and expired quotes (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { envProblems } = await import("./server/env");
  const problems = envProblems(process.env);
  if (problems) {
    console.error(`The environment is not valid:\n${problems}`);
    process.exit(1);
  }
  const { startMailer } = await import("./server/notifications/mailer");
  startMailer();
  const { startDocumentSweep } = await import("./server/services/document-upload");
  startDocumentSweep();
  const { startQuoteExpirySweep } = await import("./server/services/quote-expiry");
  startQuoteExpirySweep();
}
