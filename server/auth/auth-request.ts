import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** What a request to next-auth's endpoints carries beyond next-auth's own arguments (server/auth/auth-route.ts). */
export interface AuthRequest {
  /** The origin the browser is on: sign-in and sign-out send it back there. */
  origin: string;
  /** Set by a sign-in with a password: the device cookie the answer gives the browser (server/auth/device-cookie.ts). */
  deviceToken?: string;
}

const storage = new AsyncLocalStorage<AuthRequest>();

export const runAuthRequest = <T>(request: AuthRequest, work: () => Promise<T>): Promise<T> => storage.run(request, work);

export const currentAuthRequest = (): AuthRequest | undefined => storage.getStore();
