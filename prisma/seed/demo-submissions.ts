import type { ApplicationStatus } from "@/lib/domain/statuses";

/**
 * The demo book of business: every status of both status sets appears at
 * least once, so every bucket, badge and row action can be seen.
 */
export interface DemoApplication {
  key: string;
  product: string;
  status: ApplicationStatus;
  renewedFrom?: string;
  flaggedForManualReview?: boolean;
}

export interface DemoSubmission {
  key: string;
  agent: "agent" | "agent2";
  insuredType: "company" | "individual";
  companyName: string;
  firstName: string;
  lastName: string;
  entityType: string;
  email: string;
  phone: string;
  description: string;
  yearsOfExp: number;
  dateBusinessStarted?: string;
  address: { streetAddress: string; city: string; state: string; zip: string };
  industry: string;
  businessTypes: { title: string; percentage: number }[];
  applications: DemoApplication[];
  daysAgo: number;
}

const austin = { streetAddress: "401 Congress Ave", city: "Austin", state: "TX", zip: "78701" };

export const demoSubmissions: DemoSubmission[] = [
  {
    key: "sunrise-carpentry",
    agent: "agent",
    insuredType: "company",
    companyName: "Sunrise Carpentry LLC",
    firstName: "Maria",
    lastName: "Lopez",
    entityType: "llc",
    email: "maria@sunrisecarpentry.example.com",
    phone: "5125550101",
    description: "Residential finish carpentry and cabinet installation.",
    yearsOfExp: 12,
    dateBusinessStarted: "2014-03-01",
    address: austin,
    industry: "construction",
    businessTypes: [{ title: "Carpentry", percentage: 100 }],
    daysAgo: 1,
    applications: [
      { key: "sunrise-gl-inprogress", product: "general_liability", status: "InProgress" },
      { key: "sunrise-quoted", product: "contractors_equipment", status: "QuoteApproved" },
      { key: "sunrise-bound", product: "commercial_auto", status: "Bound" },
    ],
  },
  {
    key: "bluebird-bistro",
    agent: "agent",
    insuredType: "company",
    companyName: "Bluebird Bistro Inc",
    firstName: "Daniel",
    lastName: "Kim",
    entityType: "corporation",
    email: "daniel@bluebirdbistro.example.com",
    phone: "2065550144",
    description: "Full-service restaurant with a bar, 60 seats.",
    yearsOfExp: 8,
    dateBusinessStarted: "2018-06-15",
    address: { streetAddress: "1200 Pike St", city: "Seattle", state: "WA", zip: "98101" },
    industry: "hospitality",
    businessTypes: [{ title: "Full-Service Restaurant", percentage: 100 }],
    daysAgo: 2,
    applications: [
      { key: "bistro-notstarted", product: "restaurant_bop", status: "NotStarted" },
      { key: "bistro-approval", product: "liquor_liability", status: "ApprovalRequested" },
      { key: "bistro-pendingbind", product: "restaurant_property", status: "PendingBind" },
      { key: "bistro-declined", product: "hospitality_umbrella", status: "UnderwritingDeclined" },
    ],
  },
  {
    key: "granite-builders",
    agent: "agent",
    insuredType: "company",
    companyName: "Granite Peak Builders Corp",
    firstName: "Thomas",
    lastName: "Reed",
    entityType: "corporation",
    email: "tom@granitepeak.example.com",
    phone: "3035550177",
    description: "General contractor for light commercial construction.",
    yearsOfExp: 20,
    dateBusinessStarted: "2006-01-10",
    address: { streetAddress: "1700 Lincoln St", city: "Denver", state: "CO", zip: "80203" },
    industry: "construction",
    businessTypes: [
      { title: "Carpentry", percentage: 40 },
      { title: "Drywall and Insulation Contractors", percentage: 60 },
    ],
    daysAgo: 3,
    applications: [
      { key: "granite-gl-bound", product: "general_liability", status: "Bound" },
      { key: "granite-gl-renewal-1", product: "general_liability", status: "Renewal", renewedFrom: "granite-gl-bound" },
      { key: "granite-gl-renewal-2", product: "general_liability", status: "InProgress", renewedFrom: "granite-gl-bound" },
      { key: "granite-gl-renewal-3", product: "general_liability", status: "ApprovalRequested", renewedFrom: "granite-gl-bound" },
      { key: "granite-gl-renewal-4", product: "general_liability", status: "QuoteApproved", renewedFrom: "granite-gl-bound" },
      { key: "granite-gl-renewal-5", product: "general_liability", status: "NotStarted", renewedFrom: "granite-gl-bound" },
      { key: "granite-cancel-requested", product: "contractors_equipment", status: "CancellationRequested" },
      { key: "granite-cancelled", product: "commercial_auto", status: "PolicyCancelled" },
    ],
  },
  {
    key: "harbor-view-condos",
    agent: "agent",
    insuredType: "company",
    companyName: "Harbor View Condominium Association",
    firstName: "Alice",
    lastName: "Nguyen",
    entityType: "unincorporated-association",
    email: "board@harborview.example.com",
    phone: "6175550190",
    description: "Condominium association of 48 units.",
    yearsOfExp: 15,
    dateBusinessStarted: "2011-09-01",
    address: { streetAddress: "88 Harbor St", city: "Boston", state: "MA", zip: "02110" },
    industry: "real_estate",
    businessTypes: [{ title: "Residential Property Managers", percentage: 100 }],
    daysAgo: 4,
    applications: [
      { key: "harbor-homeowners", product: "homeowners", status: "ReinstatementRequested" },
      { key: "harbor-cancel-denied", product: "landlord_property", status: "CancellationDenied" },
      { key: "harbor-reinstatement-denied", product: "real_estate_eo", status: "ReinstatementDenied" },
      { key: "harbor-reinstated", product: "homeowners", status: "PolicyReinstated" },
    ],
  },
  {
    key: "summit-es",
    agent: "agent",
    insuredType: "company",
    companyName: "Summit Roofing & Restoration LLC",
    firstName: "Grace",
    lastName: "Patel",
    entityType: "llc",
    email: "grace@summitroofing.example.com",
    phone: "6025550123",
    description: "Commercial roofing and storm restoration.",
    yearsOfExp: 9,
    dateBusinessStarted: "2017-04-20",
    address: { streetAddress: "2 N Central Ave", city: "Phoenix", state: "AZ", zip: "85004" },
    industry: "construction",
    businessTypes: [{ title: "Roofing Contractors", percentage: 100 }],
    daysAgo: 5,
    applications: [
      { key: "es-submitted", product: "excess_surplus_gl", status: "Submitted" },
      { key: "es-working", product: "excess_surplus_gl", status: "Working", flaggedForManualReview: true },
      { key: "es-requested-info", product: "excess_surplus_gl", status: "RequestedInfo" },
      { key: "es-in-market", product: "excess_surplus_gl", status: "InMarket" },
      { key: "es-quoted", product: "excess_surplus_gl", status: "Quoted" },
      { key: "es-pending-bind", product: "excess_surplus_gl", status: "PendingBind" },
      { key: "es-bound", product: "excess_surplus_gl", status: "Bound" },
    ],
  },
  {
    key: "summit-es-closed",
    agent: "agent",
    insuredType: "company",
    companyName: "Coastal Demolition Co",
    firstName: "Ravi",
    lastName: "Singh",
    entityType: "corporation",
    email: "ravi@coastaldemo.example.com",
    phone: "3055550166",
    description: "Demolition and site clearing.",
    yearsOfExp: 14,
    dateBusinessStarted: "2012-02-02",
    address: { streetAddress: "100 Biscayne Blvd", city: "Miami", state: "FL", zip: "33132" },
    industry: "construction",
    businessTypes: [{ title: "Excavation Contractors", percentage: 100 }],
    daysAgo: 6,
    applications: [
      { key: "es-ntu", product: "excess_surplus_gl", status: "NTU" },
      { key: "es-referred", product: "excess_surplus_gl", status: "ReferredToProgram" },
      { key: "es-renewal-requested", product: "excess_surplus_gl", status: "RequestedRenewal" },
      { key: "es-declined", product: "excess_surplus_gl", status: "Declined" },
    ],
  },
  {
    key: "archive-shop",
    agent: "agent",
    insuredType: "company",
    companyName: "Maple Street Hardware LLC",
    firstName: "Olivia",
    lastName: "Brown",
    entityType: "llc",
    email: "olivia@maplehardware.example.com",
    phone: "6145550111",
    description: "Neighborhood hardware store.",
    yearsOfExp: 25,
    dateBusinessStarted: "2001-05-05",
    address: { streetAddress: "45 Maple St", city: "Columbus", state: "OH", zip: "43215" },
    industry: "retail",
    businessTypes: [{ title: "Hardware Stores", percentage: 100 }],
    daysAgo: 7,
    applications: [
      { key: "shop-archived", product: "retail_bop", status: "QuoteArchived" },
      { key: "shop-perm-archived", product: "retail_bop", status: "QuotePermanentlyArchived" },
      { key: "shop-bind-review", product: "retail_bop", status: "UnderwritingBindReview" },
      { key: "shop-incomplete-bind", product: "retail_bop", status: "IncompleteBind" },
      { key: "shop-hidden", product: "retail_bop", status: "Hidden" },
      { key: "shop-test", product: "retail_bop", status: "Test" },
    ],
  },
  {
    key: "individual-handyman",
    agent: "agent",
    insuredType: "individual",
    companyName: "Sam Carter",
    firstName: "Sam",
    lastName: "Carter",
    entityType: "individual-sole-proprietor",
    email: "sam.carter@example.com",
    phone: "5035550188",
    description: "Independent handyman.",
    yearsOfExp: 6,
    address: { streetAddress: "500 SW 5th Ave", city: "Portland", state: "OR", zip: "97204" },
    industry: "construction",
    businessTypes: [],
    daysAgo: 8,
    applications: [{ key: "handyman-marketplace-declined", product: "__direct_to_consumer__", status: "Declined" }],
  },
  {
    key: "workers-comp-plumbing",
    agent: "agent",
    insuredType: "company",
    companyName: "Pacific Plumbing Services Inc",
    firstName: "Ethan",
    lastName: "Wong",
    entityType: "corporation",
    email: "ethan@pacificplumbing.example.com",
    phone: "4155550133",
    description: "Residential and commercial plumbing, 18 employees.",
    yearsOfExp: 11,
    dateBusinessStarted: "2015-08-01",
    address: { streetAddress: "1 Market St", city: "San Francisco", state: "CA", zip: "94105" },
    industry: "workers_comp_mp",
    businessTypes: [{ title: "Plumbing Contractors", percentage: 100 }],
    daysAgo: 9,
    applications: [
      { key: "wc-ntu-marketplace", product: "workers_comp", status: "NTU" },
      { key: "wc-referred-marketplace", product: "workers_comp", status: "ReferredToProgram" },
    ],
  },
  {
    key: "beacon-bakery",
    agent: "agent2",
    insuredType: "company",
    companyName: "Beacon Hill Bakery LLC",
    firstName: "Nora",
    lastName: "Fitzgerald",
    entityType: "llc",
    email: "nora@beaconbakery.example.com",
    phone: "6175550122",
    description: "Artisan bakery and cafe.",
    yearsOfExp: 5,
    dateBusinessStarted: "2021-03-03",
    address: { streetAddress: "12 Charles St", city: "Boston", state: "MA", zip: "02114" },
    industry: "hospitality",
    businessTypes: [{ title: "Retail Bakeries", percentage: 100 }],
    daysAgo: 2,
    applications: [
      { key: "bakery-inprogress", product: "restaurant_bop", status: "InProgress" },
      { key: "bakery-bound", product: "restaurant_property", status: "Bound" },
      { key: "bakery-cancel-scheduled", product: "liquor_liability", status: "CancellationScheduled" },
    ],
  },
];
