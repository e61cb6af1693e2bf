/** Spec 1 §8, app not found. A module of its own, so screens can say it without loading the questionnaire frame. */
export const APP_NOT_FOUND_MESSAGE = "Something went wrong with finding application";
