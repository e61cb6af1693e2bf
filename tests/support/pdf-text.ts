import { extractText, getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, as a reader's search would find it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
