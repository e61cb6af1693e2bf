import { messages as insuredMessages } from "@/lib/domain/insured";

/** Questionnaire validation messages, exactly as spec 1 §5 words them. */
export const messages = {
  required: "Answer is required",
  notString: "Value must be a string",
  textBetween: (min: number, max: number) => `Value must be between ${min} and ${max} characters long`,
  textLessThan: (max: number) => `Value must be less than ${max} characters long`,
  textMoreThan: (min: number) => `Value must be more than ${min} characters long`,
  numberBetween: (min: number, max: number) => `Value must be between ${min} and ${max}`,
  numberLessThan: (max: number) => `Value must be less than ${max}`,
  numberMoreThan: (min: number) => `Value must be more than ${min}`,
  dateBetween: (a: string, b: string) => `Date must be between ${a} and ${b}`,
  dateAfter: (a: string) => `Date must be after ${a}`,
  dateBefore: (b: string) => `Date must be before ${b}`,
  email: "Invalid Email address!",
  phone: "Phone number cannot be smaller than 10 digits!",
  percent: "Percent value must be a number",
  invalidText: "This text is invalid",
  invalidNumber: "This number is invalid",
  invalidDate: "This date is invalid",
  // An address answer is checked like the insured's addresses (spec 1 §5, Address).
  addressMissing: insuredMessages.missing,
  addressState: insuredMessages.makeSelection,
} as const;
