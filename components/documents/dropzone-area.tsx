"use client";

import { useEffect, useRef } from "react";
import { useDropzone } from "react-dropzone";
import { acceptedDocumentTypes } from "@/lib/domain/documents";
import { DropAreaView, type DropAreaProps, type HeldAction } from "./drop-area-view";

/**
 * The upload area on react-dropzone, once loaded: it checks each file's type
 * against what the server takes and tells the uploader. What the user did
 * before it loaded is done now: the picker opened, or the files taken as if
 * chosen in it.
 */
export function DropzoneArea({ label, hintId, inactive, onFiles, areaRef, held, refocus }: DropAreaProps & { held: HeldAction | null; refocus: boolean }) {
  const dropzone = useDropzone({
    onDrop: (accepted, rejected) =>
      onFiles(
        accepted,
        rejected.map((r) => r.file as File),
      ),
    accept: acceptedDocumentTypes,
    multiple: true,
    disabled: inactive,
  });
  const { rootRef, inputRef, open } = dropzone;
  const done = useRef(false);

  useEffect(() => {
    // react-dropzone types its root as any element; here it is the view's div.
    areaRef.current = rootRef.current as HTMLDivElement | null;
    if (done.current) return;
    done.current = true;
    if (refocus) rootRef.current?.focus();
    if (!held) return;
    if ("open" in held) open();
    else if (inputRef.current) {
      const chosen = new DataTransfer();
      for (const file of held.files) chosen.items.add(file);
      inputRef.current.files = chosen.files;
      inputRef.current.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, [areaRef, rootRef, inputRef, open, held, refocus]);

  return (
    <DropAreaView
      label={label}
      hintId={hintId}
      inactive={inactive}
      isDragActive={dropzone.isDragActive}
      area={dropzone.getRootProps()}
      picker={dropzone.getInputProps()}
    />
  );
}
