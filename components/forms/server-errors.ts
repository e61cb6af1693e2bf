import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts a 422 answer's `fields` onto the form's fields: the first message of
 * each key, through `setError`, focusing the first. `fieldName` turns the
 * API's key into the form's field name (null: not a field of this form);
 * by default the key is the name. Returns whether any field took an error,
 * so the caller can fall back to a general message when none did.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldName: (key: string) => string | null = (key) => key,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.fields) return false;
  let placed = 0;
  for (const [key, messages] of Object.entries(error.fields)) {
    const name = fieldName(key);
    if (name === null || !messages[0]) continue;
    setError(name as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed > 0;
}
