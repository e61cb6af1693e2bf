import type { ComponentProps } from "react";
import { controlClass, type ControlLook } from "./control";

export type InputProps = Omit<ComponentProps<"input">, "className" | "size"> & ControlLook;

/** A text, number, date or search input. The ref prop reaches the element, so `register()` can be spread onto it. */
export function Input({ size, className, ...props }: InputProps) {
  return <input className={controlClass({ size, className, readOnly: props.readOnly })} {...props} />;
}
