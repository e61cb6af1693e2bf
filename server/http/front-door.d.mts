import type { IncomingMessage } from "node:http";

export declare const FRONT_DOOR: unique symbol;
export declare function trustedProxyHops(env?: Record<string, string | undefined>): number;
export declare function admit(req: IncomingMessage, trustedHops: number): void;
export declare function markServedThroughFrontDoor(): void;
