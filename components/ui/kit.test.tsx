import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";
import { ErrorState } from "./error-state";
import { Field } from "./field";
import { Input } from "./input";
import { LoadingState } from "./loading-state";

describe("Button", () => {
  it("is a plain button that submits nothing unless told to", () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(/^<button type="button" class="[^"]*bg-brand-700[^"]*h-10[^"]*">Save<\/button>$/);
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it.each([
    ["primary", "bg-brand-700"],
    ["secondary", "border-slate-300"],
    ["danger", "bg-red-700"],
    ["link", "text-brand-700"],
  ] as const)("%s has its own look", (variant, look) => {
    expect(buttonClass({ variant })).toContain(look);
  });

  it("sizes boxed buttons but not links, and keeps the caller's layout classes", () => {
    expect(buttonClass({ size: "sm" })).toContain("h-8");
    expect(buttonClass({ size: "lg", className: "mt-8" })).toMatch(/h-11.* mt-8$/);
    expect(buttonClass({ variant: "link", size: "sm" })).not.toContain("h-8");
  });
});

describe("Field", () => {
  it("ties its label, hint and error to the control", () => {
    const html = renderToStaticMarkup(
      <Field id="email" label="Email" hint="Work address" error="Please enter your email address." required>
        {(control) => <Input {...control} type="email" />}
      </Field>,
    );
    expect(html).toContain('<label for="email"');
    expect(html).toContain('id="email" aria-invalid="true" aria-describedby="email-error email-hint" aria-required="true"');
    expect(html).toContain('<p id="email-error" class="mt-1 text-sm text-red-700">Please enter your email address.</p>');
  });

  it("describes nothing when there is neither hint nor error", () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Name">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain("aria-describedby");
  });
});

describe("Input", () => {
  it("takes the questionnaire's widths and looks filled in when read-only", () => {
    expect(renderToStaticMarkup(<Input size="small" />)).toContain("w-32");
    expect(renderToStaticMarkup(<Input />)).toContain("w-full");
    expect(renderToStaticMarkup(<Input readOnly />)).toContain("bg-slate-50");
  });
});

describe("states", () => {
  it("announce loading politely and errors at once, with a retry when one is offered", () => {
    expect(renderToStaticMarkup(<LoadingState label="Loading documents…" variant="panel" />)).toMatch(
      /^<div role="status" aria-live="polite"[^>]*border[^>]*>.*Loading documents…<\/div>$/,
    );
    const error = renderToStaticMarkup(<ErrorState message="Documents could not be loaded." onRetry={() => undefined} />);
    expect(error).toMatch(/^<div role="alert"/);
    expect(error).toContain(">Try again</button>");
    expect(renderToStaticMarkup(<ErrorState message="Gone." />)).not.toContain("<button");
  });
});
