const paths: Record<string, string> = {
  hammer: "M14 4l6 6-2 2-6-6zM12 6L4 14l6 6 8-8M9 15l-5 5",
  utensils: "M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 2-2 6 0 8v10",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  building: "M5 21V4h10v17M15 9h4v12M8 8h2M8 12h2M8 16h2M3 21h18",
  store: "M4 10h16l-1-5H5zM5 10v10h14V10M10 20v-5h4v5",
  "hard-hat": "M4 17h16M6 17v-3a6 6 0 0 1 12 0v3M12 8V5M9 9V6M15 9V6",
};

/** A small line glyph for an industry's icon name; unknown names get a plain square. */
export function IndustryIcon({ name }: { name: string | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={(name && paths[name]) || "M6 6h12v12H6z"} />
    </svg>
  );
}
