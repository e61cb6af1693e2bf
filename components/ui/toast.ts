import type { ToastKind, ToastOptions } from "./toast-options";

export { TOAST_DURATION_MS, type ToastOptions } from "./toast-options";

type Groups = typeof import("./toast-groups");

// Sonner loads with the first toast, not with every page; calls keep their order.
let loading: Promise<Groups> | null = null;
function loadToasts(): Promise<Groups> {
  loading ??= import("./toast-groups").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
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

function show(kind: ToastKind, message: string, options?: ToastOptions): Promise<string | number> {
  if (!outletWanted) {
    outletWanted = true;
    for (const listener of outletListeners) listener();
  }
  // A toast that cannot be shown is not worth an error of its own.
  return loadToasts().then(
    (groups) => groups.showToast(kind, message, options),
    () => "",
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
};
