import { toast as sonner } from "sonner";
import { TOAST_DURATION_MS, type ToastKind, type ToastOptions } from "./toast-options";

// The toast each group shows now, and when it was shown or last updated. Sonner merges a toast into a shown one of the
// same id, restarting its time; but one that arrives while that one leaves (the 200 ms after it closes) leaves with it,
// never seen. So a repeat updates the group's toast in place only while it surely stays up; after that, or once it has
// closed, the repeat is a toast of its own.
const groups = new Map<string, { id: string; at: number }>();
let lastId = 0;

function groupId(key: string): string {
  const now = Date.now();
  const shown = groups.get(key);
  if (shown && now - shown.at < TOAST_DURATION_MS - 1000) {
    shown.at = now;
    return shown.id;
  }
  if (shown) sonner.dismiss(shown.id);
  const id = `${key}-${++lastId}`;
  groups.set(key, { id, at: now });
  return id;
}

/** Shows a toast through sonner, which loads with this module on the first toast (`toast.ts`). */
export function showToast(kind: ToastKind, message: string, { groupKey, title }: ToastOptions = {}): string | number {
  const id = groupKey && groupId(groupKey);
  // A toast that closed, on its own or by the user, is not updated: the group's next one is new.
  const closed = () => {
    if (id && groups.get(groupKey!)?.id === id) groups.delete(groupKey!);
  };
  return sonner[kind](title ?? message, {
    duration: TOAST_DURATION_MS,
    ...(id ? { id, onDismiss: closed, onAutoClose: closed } : {}),
    ...(title ? { description: message } : {}),
  });
}
