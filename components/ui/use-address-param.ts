"use client";

import { useState } from "react";

/** A value kept in the address under `param` (a tab, a sort), so a reload or a link keeps it. */
export function useAddressParam<T extends string>(param: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const choose = (next: T) => {
    setValue(next);
    const url = new URL(window.location.href);
    url.searchParams.set(param, next);
    window.history.replaceState(window.history.state, "", url);
  };
  return [value, choose];
}
