import { found, submission } from "../../../../../bare-api";
import { answer } from "../../../../answer";

export const GET = async (req: Request, { params }: { params: Promise<{ submissionID: string }> }) => {
  const { submissionID } = await params;
  return answer(req, async (viewer) => found(await submission(viewer, submissionID), "Submission"));
};
