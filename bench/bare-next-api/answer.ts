import { authenticate, unauthorized, type BareAnswer, type Viewer } from "../bare-api";

/** A route handler's answer: the viewer authenticated as the bare server does it, then the work, as JSON. */
export async function answer(req: Request, work: (viewer: Viewer) => Promise<BareAnswer>): Promise<Response> {
  // Next.js hands the socket's address to route handlers as x-forwarded-for.
  const viewer = await authenticate(req.headers.get("authorization"), req.headers.get("x-forwarded-for") ?? "");
  const { status, body } = viewer ? await work(viewer) : unauthorized;
  return Response.json(body, { status });
}
