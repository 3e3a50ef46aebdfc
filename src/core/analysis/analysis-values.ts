// The analysis tool's plain values, without zod: the analysis page's first screen imports these, and
// loads the zod schemas (analysis-schemas.ts, which re-exports this module) when it runs an
// analysis, so a prerendered analysis page hydrates without building them.
export const ANALYSIS_MESSAGES = {
  noImageTitle: 'No image',
  noImage: 'Please upload an image to analyze',
  emptyPromptTitle: 'Empty Prompt',
  emptyPrompt: 'Please enter a description of the tattoo you want to analyze',
  keyRequiredTitle: 'API Key Required',
  keyRequiredImage: 'Please enter your OpenAI API key to analyze images',
  keyRequiredConcept: 'Please enter your OpenAI API key to analyze concepts',
  failedTitle: 'Analysis Failed',
  unknownError: 'An unknown error occurred',
  noAnalysis: 'No analysis was generated. Please try again.',
  noSummary: 'No summary available.',
  invalidFileTitle: 'Invalid file type',
  invalidFile: 'Please upload an image file (JPEG, PNG, etc.)',
} as const;

export const SIZE_CM_MIN = 1;
export const SIZE_CM_MAX = 60;

export const CONCEPT_MAX_LENGTH = 2000;
