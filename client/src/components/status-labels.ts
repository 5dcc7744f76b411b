/** What a website that was never published says about itself, on its card and in the designer's bar. */
export const DRAFT_LABEL = 'Draft - Not Published';
