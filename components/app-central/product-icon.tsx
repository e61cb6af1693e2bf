// Drawn locally from the product's icon name, so the table never waits on (or breaks with) a remote image.
const paths: Record<string, string> = {
  shield: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01",
  car: "M5 16V11l2-5h10l2 5v5M3 11h18M7 16v2M17 16v2M7.5 13.5h.01M16.5 13.5h.01",
  umbrella: "M3 12a9 9 0 0 1 18 0zM12 12v6a2 2 0 0 0 4 0",
  crane: "M6 21V4l12 3M6 7h12M18 7v6M16 13h4v3h-4zM3 21h8",
  home: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6",
  utensils: "M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2 1-3 3.5-3 7h3",
  glass: "M6 3h12l-1 7a5 5 0 0 1-10 0zM12 15v6M8 21h8",
  "building-store": "M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  store: "M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  bed: "M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01",
  briefcase: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  users: "M9 11a3 3 0 1 0 0-.01M3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-.01M16 15a5 5 0 0 1 5 5",
  key: "M8 15a4 4 0 1 0 0-.01M11 12l9-9M17 6l2 2M15 8l2 2",
  "file-certificate": "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h4",
  "hard-hat": "M4 17h16M5 17a7 7 0 0 1 14 0M10 10V7h4v3",
  wrench: "M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z",
};

export function ProductIcon({ icon, className = "h-8 w-8" }: { icon: string | null; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ${className}`}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d={paths[icon ?? ""] ?? paths.shield} />
      </svg>
    </span>
  );
}
