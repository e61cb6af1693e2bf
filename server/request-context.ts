import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** Who a request acts for, available to everything it calls (the audit trail reads it). */
export interface RequestContext {
  actorId: string;
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const runInRequestContext = <T>(context: RequestContext, work: () => Promise<T>): Promise<T> => storage.run(context, work);

export const currentRequestContext = (): RequestContext | undefined => storage.getStore();
