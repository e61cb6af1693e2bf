import { describe, expect, it } from "vitest";
import { isDecodablePath } from "./path-decoding";

describe("isDecodablePath", () => {
  it.each(["/coverage/abc/summary", "/coverage/%25E0/summary", "/documents/Signed%20App%20Packet.pdf", "/caf%C3%A9", "/"])("takes %s", (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it.each(["/coverage/%E0%A4%A/summary", "/api/submission/%", "/a/%zz", "/%C3", "/%ED%A0%80"])("refuses %s", (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });
});
