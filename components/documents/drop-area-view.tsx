import type { CSSProperties, InputHTMLAttributes, HTMLAttributes, Ref, RefObject } from "react";
import { acceptedDocumentTypes } from "@/lib/domain/documents";

export interface DropAreaProps {
  label: string;
  hintId: string;
  inactive: boolean;
  /** The files chosen or dropped: those of a type the server takes, and the others. */
  onFiles: (accepted: File[], rejected: File[]) => void;
  /** Given the area's element, e.g. to take focus back after a file is removed. */
  areaRef: RefObject<HTMLDivElement | null>;
}

/** What the user did before the upload code had loaded: it is done once it has. */
export type HeldAction = { open: true } | { files: File[] };

export type AreaProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };
export type PickerProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** The file picker's accept attribute: every MIME type and extension the server takes, as the upload library writes it. */
export const acceptAttribute = Object.entries(acceptedDocumentTypes)
  .flatMap(([mimeType, extensions]) => [mimeType, ...extensions])
  .join(",");

/** The picker is there for the area to open, out of sight and of the tab order. */
export const hiddenPicker: CSSProperties = {
  border: 0,
  clip: "rect(0, 0, 0, 0)",
  clipPath: "inset(50%)",
  height: "1px",
  margin: "0 -1px -1px 0",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  width: "1px",
  whiteSpace: "nowrap",
};

export interface DropAreaViewProps {
  /** The area's name, e.g. "Loss runs". */
  label: string;
  hintId: string;
  inactive: boolean;
  isDragActive: boolean;
  area: AreaProps;
  picker: PickerProps;
}

/** The drop area as the user sees it, whether its upload code has loaded yet or not: a button that opens the file picker and takes dropped files. */
export function DropAreaView({ label, hintId, inactive, isDragActive, area, picker }: DropAreaViewProps) {
  return (
    <>
      <input {...picker} aria-hidden />
      <div
        {...area}
        role="button"
        aria-label={`Drag and drop files here, or choose files for ${label}`}
        aria-describedby={hintId}
        aria-disabled={inactive || undefined}
        className={[
          "flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
          inactive
            ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400"
            : "cursor-pointer border-slate-300 bg-white text-slate-700 hover:border-brand-600",
          isDragActive ? "border-brand-600 bg-brand-50" : "",
        ].join(" ")}
      >
        <span className="font-medium">
          {isDragActive ? (
            "Drop the files here"
          ) : (
            <>
              Drag and drop files here, or <span className="text-brand-700 underline">choose files</span>
            </>
          )}
        </span>
      </div>
    </>
  );
}
