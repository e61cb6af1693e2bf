import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApiNote } from "@/lib/api/notes";
import { NoteItem } from "./note-item";
import { testNote } from "./test-note";

const note = (over: Partial<ApiNote> = {}) => testNote({ content: "Loss runs <b>checked</b>", notify: ["Underwriter"], isInternal: true, ...over });

const noop = () => undefined;
const render = (shown: Omit<ApiNote, "replies">, role: "Agent" | "Underwriter") =>
  renderToStaticMarkup(<NoteItem note={shown} role={role} busy={false} onReply={noop} onSetVisibility={noop} onDelete={noop} />);

describe("NoteItem", () => {
  it("shows author, role, category, Internal and notify badges, and the text as text", () => {
    const html = render(note(), "Underwriter");
    expect(html).toContain("Morgan Gale");
    expect(html).toContain("(MGA Underwriter)");
    expect(html).toContain("Pre-bind application");
    expect(html).toContain(">Internal<");
    expect(html).toContain("Notified: Underwriter");
    expect(html).toContain("Loss runs &lt;b&gt;checked&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("gives an underwriter reply, visibility and delete on an MGA underwriter's note", () => {
    const html = render(note(), "Underwriter");
    expect(html).toContain('aria-label="Reply to note by Morgan Gale"');
    expect(html).toContain('aria-label="Show note by Morgan Gale to the producer"');
    expect(html).toContain('aria-label="Delete note by Morgan Gale"');
  });

  it("gives an agent no action icons", () => {
    const html = render(note({ isInternal: false, actions: { reply: false, toggleVisibility: false, delete: false } }), "Agent");
    expect(html).not.toContain("<button");
  });

  it("offers no way to make internal a note the producer was told about", () => {
    const html = render(note({ isInternal: false, notify: ["Producer"] }), "Underwriter");
    expect(html).not.toContain("Make note by Morgan Gale internal");
    expect(html).toContain('aria-label="Delete note by Morgan Gale"');
  });

  it("shows a removed note as 'Note has been removed.' alone", () => {
    const html = render(note({ isActive: false, content: null }), "Underwriter");
    expect(html).toContain("Note has been removed.");
    expect(html).not.toContain("Morgan Gale");
    expect(html).not.toContain("<button");
  });
});
