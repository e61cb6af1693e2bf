import type { InsuredType } from "@/lib/domain/company-info";
import type { AddressInput, CompanyInfoInput } from "@/lib/schemas/company-info";

/**
 * The insured form as it is typed: strings throughout (phone and FEIN/SSN as
 * digits only, formatted for display), turned into the API's companyInfo on
 * save and back from it when a saved submission is opened.
 */
export interface AddressForm {
  streetAddress: string;
  aptSuite: string;
  city: string;
  state: string;
  zip: string;
  coordinates: { latitude: number; longitude: number } | null;
  isManuallyEntered: boolean;
}

export interface CompanyInfoForm {
  companyName: string;
  dba: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  websiteUrl: string;
  entityType: string;
  feinSsnNumber: string;
  dateBusinessStarted: string;
  yearsOfExp: string;
  description: string;
  physicalAddress: AddressForm;
  isMailingSameAsPhysical: boolean;
  mailingAddress: AddressForm;
}

export const emptyAddress = (): AddressForm => ({
  streetAddress: "",
  aptSuite: "",
  city: "",
  state: "",
  zip: "",
  coordinates: null,
  isManuallyEntered: true,
});

export function emptyCompanyInfoForm(insuredType: InsuredType): CompanyInfoForm {
  return {
    companyName: "",
    dba: "",
    firstName: "",
    lastName: "",
    emailAddress: "",
    phoneNumber: "",
    websiteUrl: "",
    // Direct-to-consumer products insure individuals, most often sole proprietors.
    entityType: insuredType === "individual" ? "individual-sole-proprietor" : "",
    feinSsnNumber: "",
    dateBusinessStarted: "",
    yearsOfExp: "",
    description: "",
    physicalAddress: emptyAddress(),
    isMailingSameAsPhysical: true,
    mailingAddress: emptyAddress(),
  };
}

function addressInput(a: AddressForm): AddressInput {
  return {
    streetAddress: a.streetAddress,
    aptSuite: a.aptSuite,
    city: a.city,
    state: a.state,
    zip: a.zip,
    coordinates: a.coordinates,
    isManuallyEntered: a.isManuallyEntered,
  };
}

/** The companyInfo body of POST/PUT /api/submission for this form. */
export function companyInfoInput(
  form: CompanyInfoForm,
  context: {
    insuredType: InsuredType;
    selectedIndustryIDs: string[];
    businessTypeValues?: CompanyInfoInput["businessTypeValues"];
    isBusinessTypeSubmitted?: boolean;
  },
): CompanyInfoInput {
  const individual = context.insuredType === "individual";
  return {
    insuredType: context.insuredType,
    companyName: form.companyName,
    firstName: form.firstName,
    lastName: form.lastName,
    emailAddress: form.emailAddress,
    phoneNumber: form.phoneNumber,
    entityType: form.entityType,
    // The individual flow asks for none of the business details.
    dba: individual ? null : form.dba,
    websiteUrl: individual ? null : form.websiteUrl,
    feinSsnNumber: individual ? null : form.feinSsnNumber,
    dateBusinessStarted: individual ? null : form.dateBusinessStarted,
    yearsOfExp: individual ? null : form.yearsOfExp,
    description: individual ? null : form.description,
    physicalAddress: addressInput(form.physicalAddress),
    isMailingSameAsPhysical: form.isMailingSameAsPhysical,
    mailingAddress: form.isMailingSameAsPhysical ? null : addressInput(form.mailingAddress),
    selectedIndustryIDs: context.selectedIndustryIDs,
    ...(context.businessTypeValues ? { businessTypeValues: context.businessTypeValues } : {}),
    ...(context.isBusinessTypeSubmitted !== undefined ? { isBusinessTypeSubmitted: context.isBusinessTypeSubmitted } : {}),
  };
}

/** The subset of GET /api/submission's companyInfo the form is made from. */
export interface SavedCompanyInfo {
  insuredType: InsuredType;
  companyName: string | null;
  dba: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  websiteUrl: string | null;
  entityType: string | null;
  feinSsnNumber: string | null;
  dateBusinessStarted: string | null;
  yearsOfExp: number | null;
  description: string | null;
  physicalAddress: SavedAddress | null;
  mailingAddress: SavedAddress | null;
  isMailingSameAsPhysical: boolean;
}

interface SavedAddress {
  streetAddress: string;
  aptSuite: string | null;
  city: string;
  state: string;
  zip: string;
  coordinates: { latitude: number; longitude: number } | null;
  isManuallyEntered: boolean;
}

function addressForm(a: SavedAddress | null): AddressForm {
  if (!a) return emptyAddress();
  return { ...a, aptSuite: a.aptSuite ?? "" };
}

export function companyInfoFormFromSaved(saved: SavedCompanyInfo): CompanyInfoForm {
  const s = (value: string | null) => value ?? "";
  const sameAsPhysical = saved.isMailingSameAsPhysical;
  return {
    companyName: s(saved.companyName),
    dba: s(saved.dba),
    firstName: s(saved.firstName),
    lastName: s(saved.lastName),
    emailAddress: s(saved.emailAddress),
    phoneNumber: s(saved.phoneNumber),
    websiteUrl: s(saved.websiteUrl),
    entityType: s(saved.entityType),
    feinSsnNumber: s(saved.feinSsnNumber),
    dateBusinessStarted: s(saved.dateBusinessStarted),
    yearsOfExp: saved.yearsOfExp == null ? "" : String(saved.yearsOfExp),
    description: s(saved.description),
    physicalAddress: addressForm(saved.physicalAddress),
    isMailingSameAsPhysical: sameAsPhysical,
    mailingAddress: sameAsPhysical ? emptyAddress() : addressForm(saved.mailingAddress),
  };
}
