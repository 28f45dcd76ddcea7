/** Support contacts shown in the footer and the sidebar (values are the project's, not the spec's). */
export const SUPPORT = {
  email: 'support@market.example',
  phones: [
    { region: 'СНГ и Евразия', number: '+7 (727) 300-00-00' },
    { region: 'Россия', number: '8 (800) 300-00-00' },
  ],
  learning: {
    guide: 'https://market.example/seller-guide',
    steps: 'https://market.example/seller/steps-to-success',
    protection: 'https://market.example/seller/protection',
    feedback: 'https://market.example/feedback',
  },
} as const;
