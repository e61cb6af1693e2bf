import { optionalBasisSchema } from "@/lib/schemas/common";
import { noteParamsSchema, noteSchema, noteVisibilitySchema } from "@/lib/schemas/notes";
import { withAuth } from "@/server/api/with-auth";
import { deleteNote, setNoteVisibility } from "@/server/services/notes";

/** Visibility: internal or not (spec 3 §7). */
export const PUT = withAuth({ answer: noteSchema, params: noteParamsSchema, body: noteVisibilitySchema, basedOn: true }, async ({ user, params, body }) =>
  setNoteVisibility(user, params.noteID, body),
);

/** Removes a note from view, keeping it for the record (spec 3 §4). */
export const DELETE = withAuth({ answer: noteSchema, params: noteParamsSchema, body: optionalBasisSchema, basedOn: true }, async ({ user, params, basedOn }) =>
  deleteNote(user, params.noteID, basedOn),
);
