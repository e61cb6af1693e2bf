import { application, found, saveAnswers } from "../../../../../bare-api";
import { answer } from "../../../../answer";

type Context = { params: Promise<{ appID: string }> };

export const GET = async (req: Request, { params }: Context) => {
  const { appID } = await params;
  return answer(req, async (viewer) => found(await application(viewer, appID), "Application"));
};

export const PATCH = async (req: Request, { params }: Context) => {
  const { appID } = await params;
  return answer(req, async (viewer) => saveAnswers(viewer, appID, await req.json()));
};
