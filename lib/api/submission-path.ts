/** A submission's own address in the API: read (GET) and saved (PUT) there; a module of its own so that reading a submission does not load its writes. */
export const submissionPath = (submissionID: string) => `/api/submission/${encodeURIComponent(submissionID)}`;
