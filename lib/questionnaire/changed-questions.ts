import { sameValue } from "@/lib/domain/endorsement-changes";
import { questionnaireQuestions, type Question, type Questionnaire } from "@/lib/schemas/product-definition";
import { isAnswerable } from "./evaluate";

/** What a question asks and how: everything but its id, which a new version may renumber. */
function asked(question: Question): unknown {
  return { ...question, id: null };
}

/**
 * The questions a renewal's answerer should look at again: those of the
 * current version that the previous one did not ask, or asked otherwise
 * (label, type, options, rules, conditions). Questions nobody answers
 * (calculated, read-only, uploads) are left out; by key, in display order.
 */
export function changedQuestionKeys(previous: Questionnaire, current: Questionnaire): string[] {
  const before = new Map(questionnaireQuestions(previous).map((q) => [q.questionKey, q]));
  return questionnaireQuestions(current)
    .filter((q) => isAnswerable(q))
    .filter((q) => {
      const old = before.get(q.questionKey);
      return !old || !sameValue(asked(old), asked(q));
    })
    .map((q) => q.questionKey);
}

/** The questions still to review once the groups `saved` were saved: saving a section is reviewing its questions. */
export function questionsLeftToReview(toReview: string[], questionnaire: Questionnaire, saved: ReadonlySet<string>): string[] {
  const reviewed = new Set(
    questionnaire.sectionGroups.filter((g) => saved.has(g.id)).flatMap((g) => g.sections.flatMap((s) => s.questions.map((q) => q.questionKey))),
  );
  return toReview.filter((key) => !reviewed.has(key));
}
