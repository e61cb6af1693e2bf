/**
 * What a generated document says, apart from how it is drawn: the builders in
 * `lib/domain/generated-documents.ts` turn an application's data into this,
 * and `server/documents/pdf-render.ts` draws it as a PDF. Every value is
 * already text, formatted for a reader.
 */

export interface LabelledValue {
  label: string;
  value: string;
}

/** A block of the document under a heading. */
export type DocumentSection =
  /** Label / value pairs, one per line (insured, term, premium...). */
  | { heading: string; kind: "fields"; fields: LabelledValue[] }
  /** A table with a header row (an endorsement's changes). */
  | { heading: string; kind: "table"; columns: string[]; rows: string[][] }
  /** Running text (subjectivities, a declaration to sign). */
  | { heading: string; kind: "paragraphs"; paragraphs: string[] }
  /** Lines to sign on: each label gets a line and a date line. */
  | { heading: string; kind: "signatures"; signers: string[] };

export interface GeneratedDocumentContent {
  /** The document's title: "Quote proposal", "Binder", "Endorsement", "Application summary". */
  title: string;
  /** The product, printed in the header of every page. */
  productName: string;
  /** Reference lines under the title: quote number, policy number, date issued. */
  references: LabelledValue[];
  sections: DocumentSection[];
  /** A closing line in small print (what the document is and is not). */
  notice?: string;
}
