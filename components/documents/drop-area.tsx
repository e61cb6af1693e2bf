"use client";

import { useState, type KeyboardEvent } from "react";
import { preloader, useLazyOverlay } from "@/components/ui/lazy-trigger";
import { acceptAttribute, DropAreaView, hiddenPicker, type DropAreaProps, type HeldAction } from "./drop-area-view";

const loadDropzone = preloader(() => import("./dropzone-area"));

/**
 * The upload area. Its drag-and-drop code (react-dropzone) loads when the
 * user comes near it (pointer, focus, a drag), not with the page; a press,
 * key or drop that comes first is held and done once it has loaded.
 */
export function DropArea(props: DropAreaProps) {
  const lazy = useLazyOverlay(loadDropzone);
  const [held, setHeld] = useState<HeldAction | null>(null);
  if (lazy.loaded) return <lazy.loaded.DropzoneArea {...props} held={held} refocus={lazy.refocus} />;

  const { inactive, label, hintId, areaRef } = props;
  const hold = (action: HeldAction) => {
    setHeld(action);
    lazy.activate();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " " && event.key !== "Enter") return;
    event.preventDefault();
    hold({ open: true });
  };
  const area = inactive
    ? { ref: areaRef }
    : {
        ref: areaRef,
        tabIndex: 0,
        onPointerEnter: lazy.activate,
        onPointerDown: lazy.tracking.onPointerDown,
        onFocus: () => {
          lazy.tracking.onFocus();
          lazy.activate();
        },
        onBlur: lazy.tracking.onBlur,
        onClick: () => hold({ open: true }),
        onKeyDown,
        onDragEnter: lazy.activate,
        // Taken here, a drop does not open the file in the tab.
        onDragOver: (event: { preventDefault: () => void }) => event.preventDefault(),
        onDrop: (event: { preventDefault: () => void; dataTransfer: DataTransfer }) => {
          event.preventDefault();
          hold({ files: Array.from(event.dataTransfer.files) });
        },
      };
  return (
    <DropAreaView
      label={label}
      hintId={hintId}
      inactive={inactive}
      isDragActive={false}
      area={area}
      picker={{
        type: "file",
        accept: acceptAttribute,
        multiple: true,
        tabIndex: -1,
        style: hiddenPicker,
        disabled: inactive,
        onChange: (event) => hold({ files: Array.from(event.target.files ?? []) }),
      }}
    />
  );
}
