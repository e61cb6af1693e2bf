/** Element ids of a question's field, so labels, help, errors and the review mark can point at each other. */
export function fieldIds(questionKey: string) {
  const id = `q-${questionKey}`;
  return { id, help: `${id}-help`, format: `${id}-format`, error: `${id}-error`, review: `${id}-review` };
}
