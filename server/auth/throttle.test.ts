import { describe, expect, it } from "vitest";
import { addressKey } from "./throttle";

describe("the address a limit counts", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["not-an-address", "not-an-address"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
