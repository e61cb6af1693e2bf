/** Background work of an app server: the notification mailer, and the sweeps of abandoned document objects and expired quotes (Node.js runtime only). */
export async function register() {
  // Imported only here, so the Edge build never sees the Node.js-only start.
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./server/background-start")).startAppServer();
}
