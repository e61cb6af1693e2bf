import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonLook {
  /** primary: the step forward (brand colour); secondary: the alternatives; danger: destructive; link: inline text. */
  variant?: ButtonVariant;
  /** sm for table rows and toolbars, md everywhere else, lg for a page's single call to action. Ignored by link. */
  size?: ButtonSize;
  /** Layout only (margins, width); the look comes from variant and size. */
  className?: string;
}

const boxed =
  "inline-flex items-center justify-center gap-2 rounded-md disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const looks: Record<ButtonVariant, string> = {
  // The brand colour is a theme token (app/globals.css); buttons read it only here.
  primary: `${boxed} bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800`,
  secondary: `${boxed} border border-slate-300 bg-white font-medium text-slate-700 hover:bg-slate-50`,
  danger: `${boxed} bg-red-700 font-semibold text-white shadow-sm hover:bg-red-800`,
  link: "text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-xs",
  md: "h-10 px-4 text-sm",
  lg: "h-11 px-6 text-sm",
};

/** The classes of a button, for elements that only look like one (a `Link` to the next step). */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}): string {
  return [looks[variant], variant === "link" ? null : sizes[size], className].filter(Boolean).join(" ");
}

export type ButtonProps = Omit<ComponentProps<"button">, "className"> & ButtonLook;

/** A button of the kit. Its type defaults to "button": a form is submitted only by a button that says so. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
