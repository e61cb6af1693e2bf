const iconProps = {
  "aria-hidden": true,
  viewBox: "0 0 16 16",
  className: "h-4 w-4",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** The small line icons of the note actions; decorative, the buttons carry the names. */
export function NoteIcon({ name }: { name: "reply" | "hide" | "show" | "delete" | "bell" }) {
  switch (name) {
    case "reply":
      return (
        <svg {...iconProps}>
          <path d="M6.5 4 2.5 8l4 4M3 8h6.5a4 4 0 0 1 4 4v1" />
        </svg>
      );
    case "hide":
      return (
        <svg {...iconProps}>
          <path d="M2 2l12 12M6.6 6.7a2 2 0 0 0 2.7 2.7M4.2 4.3C2.9 5.2 2 6.5 1.5 8c1.2 3 3.8 4.5 6.5 4.5 1.3 0 2.5-.3 3.6-1M7 3.6c.3 0 .7-.1 1-.1 2.7 0 5.3 1.5 6.5 4.5-.3.8-.7 1.5-1.2 2.1" />
        </svg>
      );
    case "show":
      return (
        <svg {...iconProps}>
          <path d="M1.5 8C2.7 5 5.3 3.5 8 3.5S13.3 5 14.5 8c-1.2 3-3.8 4.5-6.5 4.5S2.7 11 1.5 8Z" />
          <circle cx="8" cy="8" r="2" />
        </svg>
      );
    case "delete":
      return (
        <svg {...iconProps}>
          <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
        </svg>
      );
    case "bell":
      return (
        <svg {...iconProps} className="h-5 w-5">
          <path d="M4 11.5V7a4 4 0 0 1 8 0v4.5l1.5 1.5h-11L4 11.5ZM6.5 13.5a1.5 1.5 0 0 0 3 0" />
        </svg>
      );
  }
}
