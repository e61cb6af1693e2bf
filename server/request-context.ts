import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** Who a request acts for and where it comes from, available to everything it calls (the audit trail reads it). */
export interface RequestContext {
  /** The signed-in user; null before anyone is (a sign-in attempt). */
  actorId: string | null;
  requestId: string;
  /** The client's address as the server trusts it (server/http/client-address.ts); null when unknown. */
  clientAddress: string | null;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runInRequestContext = <T>(context: RequestContext, work: () => Promise<T>): Promise<T> => storage.run(context, work);

export const currentRequestContext = (): RequestContext | undefined => storage.getStore();
