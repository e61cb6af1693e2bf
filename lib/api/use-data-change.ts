"use client";

import { useEffect } from "react";
import { onDataChange, type DataKind, type Listener } from "./data-changes";

/** Calls `listener` on every change of `kind` announced on the page while the screen is shown (to read what it shows again). */
export function useDataChange<K extends DataKind>(kind: K, listener: Listener<K>): void {
  useEffect(() => onDataChange(kind, listener), [kind, listener]);
}
