import "server-only";
import type { EmbeddedNote } from "@/lib/schemas/notes";
import { canSeeNote } from "@/lib/domain/notes";
import type { Role } from "@/lib/domain/roles";

/** Top-level notes a viewer may read, with their authors: agents never see internal notes. */
export function visibleNotes(viewer: { role: Role }) {
  return {
    where: { parentNoteId: null, ...(!canSeeNote(viewer.role, { isInternal: true }) && { isInternal: false as const }) },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
    include: { author: { select: { firstName: true as const, lastName: true as const, roles: true as const } } },
  };
}

interface NoteRow {
  id: string;
  content: string;
  category: string;
  isInternal: boolean;
  isActive: boolean;
  notify: string[];
  updatedAt: Date;
  author: { firstName: string; lastName: string; roles: string[] };
}

/** A note as the API answers it; a removed note keeps its place without its text. */
export function toApiNote(n: NoteRow): EmbeddedNote {
  return {
    id: n.id,
    content: n.isActive ? n.content : null,
    category: n.category,
    isInternal: n.isInternal,
    isActive: n.isActive,
    notify: n.notify,
    updatedDate: n.updatedAt.toISOString(),
    author: { firstName: n.author.firstName, lastName: n.author.lastName, role: n.author.roles[0] ?? "Agent" },
  };
}
