/** "rating parameter" -> "Rating parameter", as the spec's toasts begin. */
export const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "rating parameter" -> "Rating Parameter", as titles and buttons read. */
export const titleCase = (words: string) => words.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());

/**
 * The words every catalogue screen says, from its noun (admin-and-host §2, §8): toasts, dialog
 * titles, the delete question. `warnUndo` adds the badge dialog's "This action cannot be undone."
 */
export function catalogueTexts(noun: string, plural: string, warnUndo = false) {
  const Noun = sentenceCase(noun);
  const Title = titleCase(noun);
  return {
    loading: `Loading ${plural}...`,
    add: `Add ${Title}`,
    edit: `Edit ${Title}`,
    created: `${Noun} created successfully`,
    updated: `${Noun} updated successfully`,
    deleted: `${Noun} deleted successfully`,
    createFailed: `Failed to create ${noun}`,
    updateFailed: `Failed to update ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
    deleteTitle: `Delete ${Title}`,
    deleteQuestion: `Are you sure you want to delete this ${noun}?${warnUndo ? ' This action cannot be undone.' : ''}`,
  };
}

export type CatalogueTexts = ReturnType<typeof catalogueTexts>;
