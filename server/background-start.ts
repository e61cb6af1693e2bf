import "server-only";
import { envProblems } from "./env";
import { startMailer } from "./notifications/mailer";
import { startDocumentSweep } from "./services/document-upload";
import { startQuoteExpirySweep } from "./services/quote-expiry";

/** An app server's start on Node.js: a bad environment stops it, else its background work begins. */
export function startAppServer() {
  const problems = envProblems(process.env);
  if (problems) {
    console.error(`The environment is not valid:\n${problems}`);
    process.exit(1);
  }
  startMailer();
  startDocumentSweep();
  startQuoteExpirySweep();
}
