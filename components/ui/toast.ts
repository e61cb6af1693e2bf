/** Toasts close on their own after 5 seconds (spec 1 §8, §9). */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** Toasts sharing a key do not stack: a later one takes the place of the one shown. */
  groupKey?: string;
  /** A heading; the message then becomes the description. */
  title?: string;
}

type ToastKind = "success" | "error" | "info";
type Sonner = typeof import("sonner");

// Sonner loads with the first toast, not with every page; calls keep their order.
let sonner: Promise<Sonner> | null = null;
function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

let outletWanted = false;
const outletListeners = new Set<() => void>();

/** Whether a toast has been shown, so the outlet (`Toaster`) should be on the page. */
export function isToastOutletWanted(): boolean {
  return outletWanted;
}

export function subscribeToastOutlet(listener: () => void): () => void {
  outletListeners.add(listener);
  return () => outletListeners.delete(listener);
}

function run<T>(call: (s: Sonner) => T): Promise<T> {
  if (!outletWanted) {
    outletWanted = true;
    for (const listener of outletListeners) listener();
  }
  // A toast that cannot be shown is not worth an error of its own.
  return loadSonner().then(call, () => undefined as T);
}

// The toast each group shows now, and when it was shown or last updated. Sonner merges a toast into a shown one of the
// same id, restarting its time; but one that arrives while that one leaves (the 200 ms after it closes) leaves with it,
// never seen. So a repeat updates the group's toast in place only while it surely stays up; after that it replaces it
// under an id of its own.
const shownInGroup = new Map<string, { id: string; at: number }>();
const SURELY_UP_MS = TOAST_DURATION_MS - 1000;
let lastId = 0;

function groupId(s: Sonner, groupKey: string): string {
  const now = Date.now();
  const shown = shownInGroup.get(groupKey);
  let id = shown?.id;
  if (!shown || now - shown.at >= SURELY_UP_MS) {
    if (shown) s.toast.dismiss(shown.id);
    id = `${groupKey}-${++lastId}`;
  }
  shownInGroup.set(groupKey, { id: id!, at: now });
  return id!;
}

/** A group's toast closed or was closed: the next one of the group starts afresh. */
function forget(groupKey: string, id: string) {
  if (shownInGroup.get(groupKey)?.id === id) shownInGroup.delete(groupKey);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): Promise<string | number> {
  const { groupKey, title } = options;
  return run((s) => {
    const id = groupKey ? groupId(s, groupKey) : undefined;
    const closed = groupKey && id ? () => forget(groupKey, id) : undefined;
    return s.toast[kind](title ?? message, {
      duration: TOAST_DURATION_MS,
      ...(id ? { id, onDismiss: closed, onAutoClose: closed } : {}),
      ...(title ? { description: message } : {}),
    });
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  /** Dismisses a toast by its id, the one a group shows by the group's key, or every toast. */
  dismiss: (idOrGroupKey?: string | number) =>
    run((s) => {
      const shown = typeof idOrGroupKey === "string" ? shownInGroup.get(idOrGroupKey) : undefined;
      if (shown) forget(idOrGroupKey as string, shown.id);
      s.toast.dismiss(shown?.id ?? idOrGroupKey);
    }),
};
