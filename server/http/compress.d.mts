import type { IncomingMessage, ServerResponse } from "node:http";

export declare function compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
