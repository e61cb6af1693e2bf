import "server-only";
import { serverEnv } from "./env";
import pino from "pino";

/**
 * Structured JSON logs on stdout. Lines about a request carry its request id,
 * user id and route; credentials and document contents never reach a line.
 */
export const log = pino(
  {
    level: serverEnv().LOG_LEVEL,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "jwtToken",
        "*.jwtToken",
        "authorization",
        "*.authorization",
        "cookie",
        "*.cookie",
        "headers",
        "*.headers",
        "body",
        "*.body",
      ],
      censor: "[redacted]",
    },
  },
  process.stdout,
);

export interface RequestLogFields {
  requestId: string;
  route: string;
  userId?: string;
}

export const requestLog = (fields: RequestLogFields) => log.child(fields);
