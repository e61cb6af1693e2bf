// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Question } from "@/lib/schemas/product-definition";
import { NumberQuestion } from "./number-question";

const payroll: Question = { id: "q1", questionKey: "employee_payroll", type: "currency", label: "Annual payroll" };

/** The question with its answer held as the section form holds it. */
function Held({ initial }: { initial?: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <>
      <label htmlFor="q-employee_payroll">Annual payroll</label>
      <NumberQuestion question={payroll} value={value} onChange={setValue} disabled={false} invalid={false} describedBy={undefined} />
    </>
  );
}

/** Types at the end of the input one key at a time, as the browser would pass each keystroke. */
function typeKeys(input: HTMLInputElement, keys: string) {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

afterEach(cleanup);

describe("NumberQuestion, currency (spec 1 §5)", () => {
  it("shows what is typed, key by key, and formats it once left", () => {
    render(<Held />);
    const input = screen.getByLabelText<HTMLInputElement>("Annual payroll");
    fireEvent.focus(input);
    typeKeys(input, "250000");
    expect(input.value).toBe("250000");
    fireEvent.blur(input);
    expect(input.value).toBe("250,000.00");
  });

  it("lets a saved amount be edited with Backspace without formatting it back", () => {
    render(<Held initial={100000} />);
    const input = screen.getByLabelText<HTMLInputElement>("Annual payroll");
    expect(input.value).toBe("100,000.00");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "100,000.0" } });
    expect(input.value).toBe("100,000.0");
    fireEvent.change(input, { target: { value: "100,000." } });
    typeKeys(input, "5");
    expect(input.value).toBe("100,000.5");
    fireEvent.blur(input);
    expect(input.value).toBe("100,000.50");
  });

  it("keeps digits, commas and one decimal point of what is typed", () => {
    render(<Held />);
    const input = screen.getByLabelText<HTMLInputElement>("Annual payroll");
    fireEvent.focus(input);
    typeKeys(input, "$1a2.3.4");
    expect(input.value).toBe("12.34");
  });
});
