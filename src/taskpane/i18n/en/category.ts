/** The Category view. */
export const category = {
  intro:
    'Every product of one category, each with every field, in a new sheet: tens of thousands of rows to filter and pivot.',
  category: 'Category',
  download: 'Download category',
} as const;
