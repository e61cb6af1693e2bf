/** Toasts close on their own after 5 seconds (spec 1 §8, §9). */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** Toasts sharing a key merge: a repeat replaces the shown one instead of stacking. */
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

function show(kind: ToastKind, message: string, options: ToastOptions = {}): Promise<string | number> {
  const { groupKey, title } = options;
  return run((s) =>
    s.toast[kind](title ?? message, {
      duration: TOAST_DURATION_MS,
      // Sonner updates a toast in place when a new one arrives with the same id.
      ...(groupKey ? { id: groupKey } : {}),
      ...(title ? { description: message } : {}),
    }),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  dismiss: (idOrGroupKey?: string | number) => run((s) => void s.toast.dismiss(idOrGroupKey)),
};
