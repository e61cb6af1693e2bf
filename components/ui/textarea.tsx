import type { ComponentProps } from "react";
import { controlClass, type ControlLook } from "./control";

export type TextareaProps = Omit<ComponentProps<"textarea">, "className"> & ControlLook;

export function Textarea({ size, className, ...props }: TextareaProps) {
  return <textarea className={controlClass({ size, className, readOnly: props.readOnly })} {...props} />;
}
