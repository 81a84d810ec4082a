/** The Category view. */
export const category = {
  intro:
    'Every product of one category in a new sheet, with every field or the columns you choose: tens of thousands of rows to filter and pivot.',
  category: 'Category',
  download: 'Download category',
} as const;
