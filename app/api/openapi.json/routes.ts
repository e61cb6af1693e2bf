import "server-only";
import * as agencies from "@/app/api/agencies/route";
import * as agencies_agencyID_api_keys from "@/app/api/agencies/[agencyID]/api-keys/route";
import * as agencies_agencyID_api_keys_keyID from "@/app/api/agencies/[agencyID]/api-keys/[keyID]/route";
import * as agencies_agencyID_webhook_endpoints from "@/app/api/agencies/[agencyID]/webhook-endpoints/route";
import * as agencies_agencyID_webhook_endpoints_endpointID from "@/app/api/agencies/[agencyID]/webhook-endpoints/[endpointID]/route";
import * as agencies_agencyID_webhook_endpoints_endpointID_deliveries from "@/app/api/agencies/[agencyID]/webhook-endpoints/[endpointID]/deliveries/route";
import * as appetite from "@/app/api/appetite/route";
import * as applications_appID from "@/app/api/applications/[appID]/route";
import * as applications_appID_as_of from "@/app/api/applications/[appID]/as-of/route";
import * as applications_appID_timeline from "@/app/api/applications/[appID]/timeline/route";
import * as applications_appID_questions from "@/app/api/applications/[appID]/questions/route";
import * as applications_appID_renewal from "@/app/api/applications/[appID]/renewal/route";
import * as applications_appID_renewal_link from "@/app/api/applications/[appID]/renewal-link/route";
import * as applications_appID_submission_link from "@/app/api/applications/[appID]/submission-link/route";
import * as applications_appID_summary_pdf from "@/app/api/applications/[appID]/summary.pdf/route";
import * as audit from "@/app/api/audit/route";
import * as auth_sessions from "@/app/api/auth/sessions/route";
import * as auth_user from "@/app/api/auth/user/route";
import * as business_types from "@/app/api/business-types/route";
import * as cancellations from "@/app/api/cancellations/route";
import * as cancellations_id from "@/app/api/cancellations/[id]/route";
import * as cancellations_id_status_history from "@/app/api/cancellations/[id]/status-history/route";
import * as dashboard from "@/app/api/dashboard/route";
import * as dashboard_export from "@/app/api/dashboard/export/route";
import * as documents from "@/app/api/documents/route";
import * as documents_documentID from "@/app/api/documents/[documentID]/route";
import * as documents_documentID_file from "@/app/api/documents/[documentID]/file/route";
import * as endorsements from "@/app/api/endorsements/route";
import * as endorsements_counts from "@/app/api/endorsements/counts/route";
import * as endorsements_id from "@/app/api/endorsements/[id]/route";
import * as endorsements_id_pricing from "@/app/api/endorsements/[id]/pricing/route";
import * as endorsements_id_status from "@/app/api/endorsements/[id]/status/route";
import * as endorsements_id_status_history from "@/app/api/endorsements/[id]/status-history/route";
import * as flags from "@/app/api/flags/route";
import * as identities from "@/app/api/identities/route";
import * as identities_id from "@/app/api/identities/[id]/route";
import * as industries from "@/app/api/industries/route";
import * as industries_id from "@/app/api/industries/[id]/route";
import * as notes from "@/app/api/notes/route";
import * as notes_noteID from "@/app/api/notes/[noteID]/route";
import * as notifications from "@/app/api/notifications/route";
import * as notifications_read from "@/app/api/notifications/read/route";
import * as notifications_settings from "@/app/api/notifications/settings/route";
import * as reinstatements from "@/app/api/reinstatements/route";
import * as renewals_due from "@/app/api/renewals-due/route";
import * as reinstatements_id from "@/app/api/reinstatements/[id]/route";
import * as reinstatements_id_status_history from "@/app/api/reinstatements/[id]/status-history/route";
import * as submission from "@/app/api/submission/route";
import * as submission_submissionID from "@/app/api/submission/[submissionID]/route";
import * as submission_submissionID_clearance from "@/app/api/submission/[submissionID]/clearance/route";
import * as submission_submissionID_clearance_matchID from "@/app/api/submission/[submissionID]/clearance/[matchID]/route";
import * as submissions from "@/app/api/submissions/route";
import * as submissions_duplicates from "@/app/api/submissions/duplicates/route";
import * as work_queue from "@/app/api/work-queue/route";
import * as work_queue_counts from "@/app/api/work-queue/counts/route";
import * as work_queue_requests from "@/app/api/work-queue/requests/route";
import * as zip_codes_zip from "@/app/api/zip-codes/[zip]/route";

/** Every route module under app/api but next-auth's own and the description itself, by path (tests/api/openapi.test.ts keeps it complete). */
export const apiRoutes: Record<string, Record<string, unknown>> = {
  "/api/agencies": agencies,
  "/api/agencies/[agencyID]/api-keys": agencies_agencyID_api_keys,
  "/api/agencies/[agencyID]/api-keys/[keyID]": agencies_agencyID_api_keys_keyID,
  "/api/agencies/[agencyID]/webhook-endpoints": agencies_agencyID_webhook_endpoints,
  "/api/agencies/[agencyID]/webhook-endpoints/[endpointID]": agencies_agencyID_webhook_endpoints_endpointID,
  "/api/agencies/[agencyID]/webhook-endpoints/[endpointID]/deliveries": agencies_agencyID_webhook_endpoints_endpointID_deliveries,
  "/api/appetite": appetite,
  "/api/applications/[appID]": applications_appID,
  "/api/applications/[appID]/as-of": applications_appID_as_of,
  "/api/applications/[appID]/timeline": applications_appID_timeline,
  "/api/applications/[appID]/questions": applications_appID_questions,
  "/api/applications/[appID]/renewal": applications_appID_renewal,
  "/api/applications/[appID]/renewal-link": applications_appID_renewal_link,
  "/api/applications/[appID]/submission-link": applications_appID_submission_link,
  "/api/applications/[appID]/summary.pdf": applications_appID_summary_pdf,
  "/api/audit": audit,
  "/api/auth/sessions": auth_sessions,
  "/api/auth/user": auth_user,
  "/api/business-types": business_types,
  "/api/cancellations": cancellations,
  "/api/cancellations/[id]": cancellations_id,
  "/api/cancellations/[id]/status-history": cancellations_id_status_history,
  "/api/dashboard": dashboard,
  "/api/dashboard/export": dashboard_export,
  "/api/documents": documents,
  "/api/documents/[documentID]": documents_documentID,
  "/api/documents/[documentID]/file": documents_documentID_file,
  "/api/endorsements": endorsements,
  "/api/endorsements/counts": endorsements_counts,
  "/api/endorsements/[id]": endorsements_id,
  "/api/endorsements/[id]/pricing": endorsements_id_pricing,
  "/api/endorsements/[id]/status": endorsements_id_status,
  "/api/endorsements/[id]/status-history": endorsements_id_status_history,
  "/api/flags": flags,
  "/api/identities": identities,
  "/api/identities/[id]": identities_id,
  "/api/industries": industries,
  "/api/industries/[id]": industries_id,
  "/api/notes": notes,
  "/api/notes/[noteID]": notes_noteID,
  "/api/notifications": notifications,
  "/api/notifications/read": notifications_read,
  "/api/notifications/settings": notifications_settings,
  "/api/reinstatements": reinstatements,
  "/api/renewals-due": renewals_due,
  "/api/reinstatements/[id]": reinstatements_id,
  "/api/reinstatements/[id]/status-history": reinstatements_id_status_history,
  "/api/submission": submission,
  "/api/submission/[submissionID]": submission_submissionID,
  "/api/submission/[submissionID]/clearance": submission_submissionID_clearance,
  "/api/submission/[submissionID]/clearance/[matchID]": submission_submissionID_clearance_matchID,
  "/api/submissions": submissions,
  "/api/submissions/duplicates": submissions_duplicates,
  "/api/work-queue": work_queue,
  "/api/work-queue/counts": work_queue_counts,
  "/api/work-queue/requests": work_queue_requests,
  "/api/zip-codes/[zip]": zip_codes_zip,
};

/** Each operation's one-line summary, by method and path (tests/api/openapi.test.ts: one for every operation). */
export const operationSummaries: Record<string, string> = {
  "GET /api/agencies": "List the agencies",
  "GET /api/agencies/[agencyID]/api-keys": "List an agency's API keys",
  "POST /api/agencies/[agencyID]/api-keys": "Create an API key for an agency's system",
  "DELETE /api/agencies/[agencyID]/api-keys/[keyID]": "Revoke an API key",
  "GET /api/agencies/[agencyID]/webhook-endpoints": "List an agency's webhook endpoints",
  "POST /api/agencies/[agencyID]/webhook-endpoints": "Register a webhook endpoint",
  "DELETE /api/agencies/[agencyID]/webhook-endpoints/[endpointID]": "Remove a webhook endpoint",
  "GET /api/agencies/[agencyID]/webhook-endpoints/[endpointID]/deliveries": "Read a webhook endpoint's delivery log",
  "GET /api/appetite": "Whether a coverage's carriers want a risk: its state, class codes and day",
  "GET /api/applications/[appID]": "Read an application",
  "GET /api/dashboard": "Read the book of business over a range: funnel, times to quote and bind, premium, queue aging, declines, cancellations, endorsements",
  "GET /api/dashboard/export": "Download one table of the dashboard as CSV",
  "PATCH /api/applications/[appID]": "Change an application: answers, status, pricing or policy fields",
  "GET /api/applications/[appID]/as-of": "Read a policy as it stood on a day of its term",
  "GET /api/applications/[appID]/timeline": "Read a policy at a glance and everything that happened to it",
  "GET /api/applications/[appID]/summary.pdf": "Download the application summary as a PDF, written now",
  "GET /api/applications/[appID]/questions": "Read an application's questionnaire",
  "POST /api/applications/[appID]/renewal": "Request the renewal of a bound wholesale policy",
  "PATCH /api/applications/[appID]/renewal-link": "Link an application as the renewal of a bound policy",
  "DELETE /api/applications/[appID]/renewal-link": "Unlink an application from the policy it renews",
  "PATCH /api/applications/[appID]/submission-link": "Link an application as the renewal of another submission's policy",
  "DELETE /api/applications/[appID]/submission-link": "Unlink an application from another submission's policy",
  "GET /api/audit": "Search the audit trail",
  "DELETE /api/auth/sessions": "End every session of the signed-in user",
  "GET /api/auth/user": "Read the signed-in user and issue an API token",
  "GET /api/business-types": "Search the business types of products",
  "GET /api/cancellations": "List cancellation requests",
  "POST /api/cancellations": "Request or make a cancellation",
  "GET /api/cancellations/[id]": "Read a cancellation",
  "PATCH /api/cancellations/[id]": "Decide a cancellation request",
  "GET /api/cancellations/[id]/status-history": "Read a cancellation's status history",
  "GET /api/documents": "List documents",
  "POST /api/documents": "Upload a document",
  "PATCH /api/documents/[documentID]": "Hide a document from agents or show it again",
  "DELETE /api/documents/[documentID]": "Remove a document",
  "GET /api/documents/[documentID]/file": "Download a document's file",
  "GET /api/endorsements": "List endorsements",
  "GET /api/endorsements/counts": "Count the endorsements in each history tab",
  "POST /api/endorsements": "Request endorsements of a policy",
  "GET /api/endorsements/[id]": "Read an endorsement",
  "PATCH /api/endorsements/[id]/pricing": "Price an endorsement",
  "PATCH /api/endorsements/[id]/status": "Move an endorsement to its next status",
  "GET /api/endorsements/[id]/status-history": "Read an endorsement's status history",
  "GET /api/flags": "Read the feature flags of the signed-in user",
  "POST /api/identities": "Save the signed-in user's traits",
  "GET /api/identities/[id]": "Read the signed-in user's flags and traits",
  "GET /api/industries": "List the industries",
  "GET /api/industries/[id]": "Read an industry with its coverages",
  "GET /api/notes": "List the notes of an entity or a submission",
  "POST /api/notes": "Write a note or a reply",
  "PUT /api/notes/[noteID]": "Make a note internal or visible",
  "DELETE /api/notes/[noteID]": "Remove a note",
  "GET /api/notifications": "Read the signed-in user's notifications",
  "POST /api/notifications/read": "Mark notifications read",
  "GET /api/notifications/settings": "Read which kinds of notification are e-mailed to the signed-in user",
  "PATCH /api/notifications/settings": "Turn one kind of notification's e-mail on or off",
  "GET /api/reinstatements": "List reinstatement requests",
  "GET /api/renewals-due": "List policies coming due for renewal within 30, 60 or 90 days",
  "POST /api/reinstatements": "Request or make a reinstatement",
  "GET /api/reinstatements/[id]": "Read a reinstatement",
  "PATCH /api/reinstatements/[id]": "Decide a reinstatement request",
  "GET /api/reinstatements/[id]/status-history": "Read a reinstatement's status history",
  "POST /api/submission": "Create a submission",
  "GET /api/submission/[submissionID]": "Read a submission",
  "GET /api/submission/[submissionID]/clearance": "List every agency's submissions that may be the same insured (clearance)",
  "PUT /api/submission/[submissionID]/clearance/[matchID]": "Decide on a possible duplicate: cleared or blocked",
  "PUT /api/submission/[submissionID]": "Save a submission's insured and business types",
  "GET /api/submissions": "List submissions",
  "GET /api/submissions/duplicates": "List the agency's own submissions the insured being typed may duplicate",
  "GET /api/work-queue": "List the underwriter's work queue",
  "GET /api/work-queue/counts": "Count what waits in each tab of the work queue",
  "GET /api/work-queue/requests": "List one kind of request after bind waiting on an underwriter",
  "GET /api/zip-codes/[zip]": "Look up a ZIP code's city and state",
};
