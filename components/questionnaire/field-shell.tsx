import type { ReactNode } from "react";
import { QUESTION_TO_REVIEW_MESSAGE } from "@/lib/domain/renewals";
import type { Question } from "@/lib/schemas/product-definition";
import { fieldIds } from "./field-ids";

export interface FieldShellProps {
  question: Question;
  error?: string;
  /** A renewal's question that the product's current version asks otherwise: marked until its section is saved. */
  toReview?: boolean;
  /**
   * "label": one control named by a <label>; "fieldset": controls named by a
   * <legend>; "labelled": a control that carries its own label (a checkbox).
   */
  kind: "label" | "fieldset" | "labelled";
  children: ReactNode;
}

/** The ids describing a question's control: its review mark, format list, help text and error. */
export function describedByOf(question: Question, error: string | undefined, toReview = false): string | undefined {
  const ids = fieldIds(question.questionKey);
  const parts = [
    toReview ? ids.review : null,
    question.format?.items.length ? ids.format : null,
    question.helperText ? ids.help : null,
    error ? ids.error : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : undefined;
}

function FormatList({ question }: { question: Question }) {
  const format = question.format;
  if (!format?.items.length) return null;
  const id = fieldIds(question.questionKey).format;
  if (format.type === "plain") {
    return (
      <div id={id} className="space-y-1 text-sm text-slate-600">
        {format.items.map((item) => (
          <p key={item}>{item}</p>
        ))}
      </div>
    );
  }
  const List = format.type === "numbered_list" ? "ol" : "ul";
  return (
    <List id={id} className={`space-y-0.5 pl-5 text-sm text-slate-600 ${format.type === "numbered_list" ? "list-decimal" : "list-disc"}`}>
      {format.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** The asterisk seen on a required question, read as "(required)". */
export function RequiredMark() {
  return (
    <span className="text-red-700">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> (required)</span>
    </span>
  );
}

/** A question's label or legend, format list, help text and error around its control. */
export function FieldShell({ question, error, toReview, kind, children }: FieldShellProps) {
  const ids = fieldIds(question.questionKey);
  const title = (
    <>
      {question.label}
      {question.required ? <RequiredMark /> : null}
    </>
  );
  const details = (
    <>
      {toReview ? (
        <p id={ids.review} className="text-sm font-medium text-amber-800">
          {QUESTION_TO_REVIEW_MESSAGE}
        </p>
      ) : null}
      <FormatList question={question} />
      {question.helperText ? (
        <p id={ids.help} className="text-sm text-slate-500">
          {question.helperText}
        </p>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={ids.error} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (kind === "fieldset") {
    return (
      <fieldset
        id={ids.id}
        tabIndex={-1}
        aria-describedby={describedByOf(question, error, toReview)}
        aria-invalid={error ? true : undefined}
        className="space-y-2 focus:outline-none"
      >
        <legend className="text-sm font-medium text-slate-800">{title}</legend>
        {details}
        {children}
        {errorText}
      </fieldset>
    );
  }
  if (kind === "labelled") {
    return (
      <div className="space-y-1.5">
        {children}
        <div className="space-y-1 pl-6">
          {details}
          {errorText}
        </div>
      </div>
    );
  }
  const inline = question.inlineInput === true;
  return (
    <div className={inline ? "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1" : "space-y-1.5"}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-slate-800">
        {title}
      </label>
      {inline ? (
        <>
          {children}
          <div className="col-span-2 space-y-1">
            {details}
            {errorText}
          </div>
        </>
      ) : (
        <>
          {details}
          {children}
          {errorText}
        </>
      )}
    </div>
  );
}
