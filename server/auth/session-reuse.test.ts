import { describe, expect, it } from "vitest";
import { forgetKey, forgetSessions, MAX_REMEMBERED, rememberSession, reusableSession, SESSION_REUSE_MS, type LiveSession } from "./session-reuse";
import type { SessionUser } from "./session-user";

const session = (sessionId: string, userId = "user-1"): LiveSession => ({ sessionId, user: { id: userId } as SessionUser });

describe("session reuse", () => {
  it("gives a remembered session back until SESSION_REUSE_MS has passed, and not after", () => {
    const now = 1_000_000;
    rememberSession("browser:a", session("a"), now);
    expect(reusableSession("browser:a", now + SESSION_REUSE_MS - 1)?.sessionId).toBe("a");
    expect(reusableSession("browser:a", now + SESSION_REUSE_MS)).toBeNull();
    // Gone once expired, not only hidden.
    expect(reusableSession("browser:a", now)).toBeNull();
    expect(reusableSession("browser:never", now)).toBeNull();
  });

  it("hands every read the same frozen session, so no read can change it for the others", () => {
    const now = 1_500_000;
    rememberSession("browser:f", { sessionId: "f", user: { id: "u", roles: ["Agent"] } as SessionUser }, now);
    const reused = reusableSession("browser:f", now)!;
    expect(Object.isFrozen(reused)).toBe(true);
    expect(Object.isFrozen(reused.user)).toBe(true);
    expect(Object.isFrozen(reused.user.roles)).toBe(true);
  });

  it("forgets a key found ended, a session with its API tokens, and all of a user's sessions", () => {
    const now = 2_000_000;
    rememberSession("browser:s1", session("s1", "u1"), now);
    rememberSession("api:t1:u1", session("s1", "u1"), now);
    rememberSession("browser:s2", session("s2", "u1"), now);
    rememberSession("browser:s3", session("s3", "u2"), now);
    rememberSession("browser:s4", session("s4", "u3"), now);

    forgetKey("browser:s4");
    expect(reusableSession("browser:s4", now)).toBeNull();

    forgetSessions({ sessionId: "s1" });
    expect(reusableSession("browser:s1", now)).toBeNull();
    expect(reusableSession("api:t1:u1", now)).toBeNull();
    expect(reusableSession("browser:s2", now)?.sessionId).toBe("s2");

    forgetSessions({ userId: "u1" });
    expect(reusableSession("browser:s2", now)).toBeNull();
    expect(reusableSession("browser:s3", now)?.sessionId).toBe("s3");
  });

  it("keeps at most MAX_REMEMBERED sessions, dropping expired ones first and then the oldest", () => {
    const now = 3_000_000;
    rememberSession("old", session("old"), now - SESSION_REUSE_MS);
    for (let i = 0; i < MAX_REMEMBERED; i++) rememberSession(`k${i}`, session(`s${i}`), now);
    expect(reusableSession("k0", now)?.sessionId).toBe("s0");
    rememberSession("newest", session("newest"), now);
    expect(reusableSession("k0", now)).toBeNull();
    expect(reusableSession("k1", now)?.sessionId).toBe("s1");
    expect(reusableSession("newest", now)?.sessionId).toBe("newest");
  });
});
