import type { ComponentProps } from "react";
import { controlClass, type ControlLook } from "./control";

export type SelectProps = Omit<ComponentProps<"select">, "className" | "size"> & ControlLook;

export function Select({ size, className, ...props }: SelectProps) {
  return <select className={controlClass({ size, className })} {...props} />;
}
