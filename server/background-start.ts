import "server-only";
import { envProblems } from "./env";
import { servedThroughFrontDoor } from "./http/client-address";

export const UNKNOWN_ADDRESSES_WARNING =
  "Served without the app's own server (scripts/serve.mjs): client addresses are unknown, so sign-in limits per address are off. Start the app with npm start or npm run serve.";

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
  // Plain `next start` keeps forwarding headers a client wrote: no address is taken from them.
  if (!servedThroughFrontDoor()) console.warn(UNKNOWN_ADDRESSES_WARNING);
  const [
    { startMailer },
    { startDocumentSweep },
    { startQuoteExpirySweep },
    { startCancellationSweep },
    { startRenewalNoticeSweep },
    { startWebhookWorker },
    { startDocumentGeneration },
  ] = await Promise.all([
    import("./notifications/mailer"),
    import("./services/document-upload"),
    import("./services/quote-expiry"),
    import("./services/cancellation-schedule"),
    import("./services/renewal-notices"),
    import("./webhooks/worker"),
    import("./documents/generation"),
  ]);
  startMailer();
  startDocumentSweep();
  startQuoteExpirySweep();
  startCancellationSweep();
  startRenewalNoticeSweep();
  startWebhookWorker();
  startDocumentGeneration();
}
