import "server-only";
import { envProblems } from "./env";

/**
 * An app server's start on Node.js: a bad environment stops it before anything
 * else loads, else its background work begins.
 */
export async function startAppServer() {
  const problems = envProblems(process.env);
  if (problems) {
    console.error(`The environment is not valid:\n${problems}`);
    process.exit(1);
  }
  const [{ startMailer }, { startDocumentSweep }, { startQuoteExpirySweep }] = await Promise.all([
    import("./notifications/mailer"),
    import("./services/document-upload"),
    import("./services/quote-expiry"),
  ]);
  startMailer();
  startDocumentSweep();
  startQuoteExpirySweep();
}
