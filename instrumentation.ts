/** Background work of an app server: the notification mailer (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startMailer } = await import("./server/notifications/mailer");
  startMailer();
}
